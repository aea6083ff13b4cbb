import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { IssueSummary } from "@shared/content";
import { articlePath } from "@shared/magazine-catalog";
import { useLocale, useT } from "@/i18n/use-t";
import { lookupArticle } from "../content/catalog";
import { prepareIndex, searchArticles, type ArticleHit } from "../lib/article-search";
import { issueLabel } from "../lib/issue-label";
import { useArticleLang } from "./english-only";

type Index = ReturnType<typeof prepareIndex>;
let loaded: Promise<Index> | null = null;
/** The full-text index is a chunk of its own, fetched the first time a visitor searches. */
const loadIndex = () => (loaded ??= import("virtual:magazine-search").then((m) => prepareIndex(m.default)));

function useSearchIndex(wanted: boolean): Index | null | "error" {
  const [index, setIndex] = useState<Index | null | "error">(null);
  useEffect(() => {
    if (!wanted || index) return;
    let live = true;
    loadIndex().then(
      (found) => live && setIndex(found),
      () => {
        loaded = null;
        if (live) setIndex("error");
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, index]);
  return index;
}

interface Group {
  label: string;
  path: string | null;
  hits: ArticleHit[];
}

/** Hits grouped by issue, in the archive's order (newest issue first), the articles no issue lists last. */
function groupByIssue(hits: ArticleHit[], issues: readonly IssueSummary[], label: (issue: IssueSummary) => string): Group[] {
  const groups = issues.map((issue): Group => ({ label: label(issue), path: issue.path, hits: [] }));
  const byId = new Map(issues.map((issue, i) => [issue.id, groups[i]!]));
  const other: Group[] = [];
  for (const hit of hits) {
    const found = lookupArticle(hit.slug);
    if (found.kind !== "article") continue;
    const group = found.article.issueId ? byId.get(found.article.issueId) : undefined;
    if (group) group.hits.push(hit);
    else other.push({ label: found.article.issue, path: null, hits: [hit] });
  }
  return [...groups.filter((g) => g.hits.length > 0), ...other];
}

/** The archive search's article results: every article whose title, subtitle, byline or text has the words typed. */
export function ArchiveArticleResults({ query, issues }: { query: string; issues: readonly IssueSummary[] }) {
  const t = useT("magazine");
  const locale = useLocale();
  const lang = useArticleLang();
  const wanted = query.trim().length > 0;
  const index = useSearchIndex(wanted);
  if (!wanted) return null;
  if (index === "error") return <p className="mt-8 text-slate-600">{t("magazine.results.unavailable")}</p>;
  if (!index) return <p className="mt-8 text-slate-600">{t("magazine.results.searching")}</p>;
  const hits = searchArticles(index, query);
  const groups = groupByIssue(hits, issues, (issue) => issueLabel(locale, issue));
  return (
    <section aria-labelledby="article-results-heading" className="mt-10">
      <h2 id="article-results-heading" className="border-b border-slate-200 pb-2 text-2xl font-bold text-brand-900">
        {t("magazine.results.heading")}
      </h2>
      <p aria-live="polite" className="mt-2 text-sm text-slate-600">
        {t("magazine.results.count", { count: hits.length })}
      </p>
      {groups.map((group) => (
        <div key={group.label} className="mt-6">
          <h3 className="text-lg font-bold text-slate-900">
            {group.path ? (
              <Link href={group.path} className="hover:underline">
                {t("magazine.issue_link", { issue: group.label })}
              </Link>
            ) : (
              group.label
            )}
          </h3>
          <ul className="mt-2 space-y-4">
            {group.hits.map((hit) => {
              const found = lookupArticle(hit.slug);
              if (found.kind !== "article") return null;
              return (
                <li key={hit.slug}>
                  <Link href={articlePath(hit.slug)} lang={lang} className="font-semibold text-brand-700 hover:underline">
                    {found.article.title}
                  </Link>
                  <p lang={lang} className="mt-1 text-sm text-slate-700" data-testid="article-snippet">
                    {hit.snippet.map((part, i) =>
                      part.mark ? (
                        <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-slate-900">
                          {part.text}
                        </mark>
                      ) : (
                        <span key={i}>{part.text}</span>
                      ),
                    )}
                  </p>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
