import type { IssueSummary } from "@shared/content";
import { Link } from "wouter";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { useLocale, useT } from "@/i18n/use-t";
import { issueArticles } from "../content/catalog";
import { issueLabel } from "../lib/issue-label";
import { IssueArticleItem } from "./issue-article-item";
import { IssueHeader } from "./issue-header";

/** The shared issue screen, used by the nine issues without a fixed page. */
export function IssueScreen({ issue }: { issue: IssueSummary }) {
  const t = useT("magazine");
  const locale = useLocale();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb
        items={[{ label: t("magazine.crumb.home"), href: "/" }, { label: t("magazine.crumb.archive"), href: "/archive" }, { label: issueLabel(locale, issue) }]}
      />
      <div className="mt-6">
        <IssueHeader issue={issue}>
          <Link href="/archive" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
            {t("magazine.issue.back")}
          </Link>
        </IssueHeader>
      </div>
      <section aria-labelledby="issue-articles" className="mt-10">
        <h2 id="issue-articles" className="text-2xl font-bold text-slate-900">
          {t("magazine.issue.articles")}
        </h2>
        <ul className="mt-4 space-y-4">
          {issueArticles(issue).map((article) => (
            <li key={article.slug}>
              <IssueArticleItem article={article} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
