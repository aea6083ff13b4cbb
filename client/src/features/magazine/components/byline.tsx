import { cn } from "@/lib/cn";
import { MAGAZINE_STAFF } from "@shared/article-meta";
import { useT } from "@/i18n/use-t";

/** An article's byline: "By: author" plus "Photography: credit" when there is one. */
export function Byline({ author, photography, className }: { author?: string; photography?: string; className?: string }) {
  const t = useT("magazine");
  return (
    <p className={cn("flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600", className)}>
      <span>{t("magazine.byline.by", { author: author || MAGAZINE_STAFF })}</span>
      {photography && <span>{t("magazine.byline.photography", { credit: photography })}</span>}
    </p>
  );
}

export function FeaturedBadge() {
  const t = useT("magazine");
  return (
    <span className="inline-block rounded-full bg-gold-400 px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-slate-900">
      {t("magazine.featured_badge")}
    </span>
  );
}

/** Every article is fictional sample writing; say so on the page. */
export function SampleNote() {
  const t = useT("magazine");
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <strong>{t("magazine.sample_note")}</strong>
      {t("magazine.sample_note_text")}
    </p>
  );
}
