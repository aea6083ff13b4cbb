import type { IssueSummary } from "@shared/content";
import { Link } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { useLocale, useT } from "@/i18n/use-t";
import { articlePath } from "@shared/magazine-catalog";
import { issueArticles } from "../content/catalog";
import { issueLabel } from "../lib/issue-label";
import { useArticleLang } from "./english-only";
import { IssueCover } from "./issue-cover";

/** One issue on /archive: cover, featured person, its article list and View Articles. */
export function ArchiveIssueCard({ issue }: { issue: IssueSummary }) {
  const t = useT("magazine");
  const label = issueLabel(useLocale(), issue);
  const lang = useArticleLang();
  const headingId = `issue-${issue.id}`;
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex gap-4">
        <IssueCover issue={issue} className="w-24 shrink-0 sm:w-28" />
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {label}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            {t("magazine.archive.featured")} <span className="font-semibold text-slate-800">{issue.featuredPerson}</span>
          </p>
        </div>
      </div>
      <h4 className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">{t("magazine.archive.in_issue")}</h4>
      <ul className="mt-1 flex-1 space-y-1 text-sm">
        {issueArticles(issue).map((article) => (
          <li key={article.slug}>
            <Link href={articlePath(article.slug)} lang={lang} className="text-brand-700 hover:underline">
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
      <ButtonLink href={issue.path} className="mt-4 self-start">
        {t("magazine.archive.view_articles")}
        <span className="sr-only">{t("magazine.archive.view_articles_from", { issue: label })}</span>
      </ButtonLink>
    </article>
  );
}
