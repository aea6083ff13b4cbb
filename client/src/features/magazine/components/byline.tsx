import { cn } from "@/lib/cn";
import { MAGAZINE_STAFF } from "@shared/article-meta";

/** An article's byline: "By: author" plus "Photography: credit" when there is one. */
export function Byline({ author, photography, className }: { author?: string; photography?: string; className?: string }) {
  return (
    <p className={cn("flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600", className)}>
      <span>By: {author || MAGAZINE_STAFF}</span>
      {photography && <span>Photography: {photography}</span>}
    </p>
  );
}

export function FeaturedBadge() {
  return <span className="inline-block rounded-full bg-gold-400 px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-slate-900">Featured Article</span>;
}

/** Every article is fictional sample writing; say so on the page. */
export function SampleNote() {
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <strong>Sample content.</strong> This article is fictional writing created for the demonstration archive.
    </p>
  );
}
