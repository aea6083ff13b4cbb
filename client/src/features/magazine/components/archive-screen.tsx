import { useId, useState } from "react";
import { useLocale, useT } from "@/i18n/use-t";
import { allIssues } from "../content/catalog";
import { filterIssues, groupByYear } from "../lib/archive-filter";
import { issueLabel } from "../lib/issue-label";
import { ArchiveArticleResults } from "./archive-article-results";
import { ArchiveIssueCard } from "./archive-issue-card";

/**
 * The archive: live search by featured person, month or year (issues grouped by year), and
 * through the articles themselves (grouped by issue, with a marked snippet).
 */
export function ArchiveScreen() {
  const [query, setQuery] = useState("");
  const searchId = useId();
  const t = useT("magazine");
  const locale = useLocale();
  // On a Spanish page the months are searchable in Spanish too ("junio 2013").
  const searchable = locale === "en" ? allIssues : allIssues.map((issue) => ({ ...issue, monthLabel: `${issue.monthLabel} ${issueLabel(locale, issue)}` }));
  const matches = filterIssues(searchable, query);
  const groups = groupByYear(matches);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t("magazine.archive.title")}</h1>
        <p className="mt-3 text-slate-600">{t("magazine.archive.intro")}</p>
      </header>

      <div role="search" className="mt-8 max-w-xl">
        <label htmlFor={searchId} className="block text-sm font-semibold text-slate-800">
          {t("magazine.archive.search_label")}
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("magazine.archive.search_placeholder")}
          autoComplete="off"
          className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2.5 text-base focus:border-brand-700"
        />
        <p aria-live="polite" className="mt-2 text-sm text-slate-600">
          {matches.length === allIssues.length
            ? t("magazine.archive.count_all", { count: allIssues.length })
            : t("magazine.archive.count_match", { count: matches.length, total: allIssues.length })}
        </p>
      </div>

      {/* The issues' empty state sits with the issues' count, above the article results, so it never reads as "no articles either". */}
      {groups.length === 0 && (
        <p className="mt-6 max-w-xl rounded-md bg-slate-100 px-4 py-4 text-center text-lg font-semibold text-slate-700">{t("magazine.archive.no_issues")}</p>
      )}

      <ArchiveArticleResults query={query} issues={allIssues} />

      {groups.map((group) => (
        <section key={group.year} aria-labelledby={`archive-year-${group.year}`} className="mt-10">
          <h2 id={`archive-year-${group.year}`} className="border-b border-slate-200 pb-2 text-2xl font-bold text-brand-900">
            {group.year}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {group.issues.map((issue) => (
              <li key={issue.id} className="flex">
                <ArchiveIssueCard issue={issue} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
