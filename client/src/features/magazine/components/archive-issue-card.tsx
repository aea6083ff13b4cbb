import type { IssueSummary } from "@shared/content";
import { Link } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { articlePath } from "@shared/magazine-catalog";
import { issueArticles } from "../content/catalog";
import { IssueCover } from "./issue-cover";

/** One issue on /archive: cover, featured person, its article list and View Articles. */
export function ArchiveIssueCard({ issue }: { issue: IssueSummary }) {
  const headingId = `issue-${issue.id}`;
  return (
    <article aria-labelledby={headingId} className="flex w-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex gap-4">
        <IssueCover issue={issue} className="w-24 shrink-0 sm:w-28" />
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            {issue.label}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Featured: <span className="font-semibold text-slate-800">{issue.featuredPerson}</span>
          </p>
        </div>
      </div>
      <h4 className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">In this issue</h4>
      <ul className="mt-1 flex-1 space-y-1 text-sm">
        {issueArticles(issue).map((article) => (
          <li key={article.slug}>
            <Link href={articlePath(article.slug)} className="text-brand-700 hover:underline">
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
      <ButtonLink href={issue.path} className="mt-4 self-start">
        View Articles<span className="sr-only"> from {issue.label}</span>
      </ButtonLink>
    </article>
  );
}
