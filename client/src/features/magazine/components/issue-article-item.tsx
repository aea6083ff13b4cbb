import type { ArticleSummary } from "@shared/content";
import { Link } from "wouter";
import { cn } from "@/lib/cn";
import { articlePath } from "@shared/magazine-catalog";
import { useT } from "@/i18n/use-t";
import { Byline, FeaturedBadge } from "./byline";
import { useArticleLang } from "./english-only";

/** One article in the shared issue screen's list; excerpts clamp to 3 lines, 4 when featured. */
export function IssueArticleItem({ article }: { article: ArticleSummary }) {
  const t = useT("magazine");
  const lang = useArticleLang();
  return (
    <article className={cn("rounded-lg border bg-white p-5 shadow-sm", article.featured ? "border-gold-500 ring-1 ring-gold-400" : "border-slate-200")}>
      {article.featured && <FeaturedBadge />}
      <h3 lang={lang} className={cn("text-xl font-bold text-slate-900", article.featured && "mt-2")}>
        <Link href={articlePath(article.slug)} className="hover:text-brand-700 hover:underline">
          {article.title}
        </Link>
      </h3>
      {article.subtitle && (
        <p lang={lang} className="mt-1 text-slate-700">
          {article.subtitle}
        </p>
      )}
      <Byline author={article.author} photography={article.photography} className="mt-2" />
      <p lang={lang} data-testid="excerpt" className={cn("mt-3 text-slate-700", article.featured ? "line-clamp-4" : "line-clamp-3")}>
        {article.excerpt}
      </p>
      {/* The cue the fixed issue pages have: the title alone did not look like a link. */}
      <Link href={articlePath(article.slug)} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
        {t("magazine.issue.read")}
        <span className="sr-only" lang={lang}>
          {t("magazine.issue.read_title", { title: article.title })}
        </span>{" "}
        →
      </Link>
    </article>
  );
}
