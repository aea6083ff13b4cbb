/** The Gold plan's badge: `label` is the plan's name from the page's catalog ("Gold" in both languages). */
export function GoldBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gold-400 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-slate-900">
      <span aria-hidden="true">★</span> {label}
    </span>
  );
}
