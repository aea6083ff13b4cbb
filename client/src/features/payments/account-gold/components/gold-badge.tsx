import { useT } from "@/i18n/use-t";

/** The listing's Gold mark in /account: the directory's pill, with an inline SVG star (no emoji font here). */
export function GoldBadge() {
  const t = useT("ownerGold");
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gold-400 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-slate-900">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
        <path d="M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.8l-5.3 2.8 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      {t("ownerGold.badge")}
    </span>
  );
}
