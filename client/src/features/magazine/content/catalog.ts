import type { ArticleSummary, IssueSummary } from "@shared/content";
import { aliases, articles, issues } from "virtual:magazine-index";
import { slugFromTitle } from "../lib/slug";

// Types only from @shared/content: importing its values would pull zod into this chunk.

/** Every issue, newest first. */
export const allIssues: readonly IssueSummary[] = issues;

export const issuePath = (year: string | number, month: string) => `/${year}/${month}`;
export const articlePath = (slug: string) => `/articles/${slug}`;

export function findIssue(year: string, month: string): IssueSummary | undefined {
  return issues.find((issue) => issue.path === issuePath(year, month));
}

/** The issue's articles in printed order (content checks guarantee every slug exists). */
export function issueArticles(issue: IssueSummary): ArticleSummary[] {
  return issue.articles.flatMap((slug) => articles[slug] ?? []);
}

export type ArticleLookup = { kind: "article"; article: ArticleSummary } | { kind: "redirect"; to: string } | { kind: "missing" };

/** /articles/{slug}: the article itself, or a redirect from an older slug to the canonical one. */
export function lookupArticle(slug: string): ArticleLookup {
  const article = Object.hasOwn(articles, slug) ? articles[slug] : undefined;
  if (article) return { kind: "article", article };
  const canonical = Object.hasOwn(aliases, slug) ? aliases[slug] : undefined;
  return canonical ? { kind: "redirect", to: articlePath(canonical) } : { kind: "missing" };
}

let byTitleSlug: Map<string, string> | null = null;

/** /article/{slug derived from the title}; a canonical slug or an alias there leads to the article too. */
export function lookupDerivedArticle(slug: string): ArticleLookup {
  byTitleSlug ??= new Map(Object.values(articles).map((a) => [slugFromTitle(a.title), a.slug]));
  const found = byTitleSlug.get(slug);
  if (found) return { kind: "redirect", to: articlePath(found) };
  const direct = lookupArticle(slug);
  return direct.kind === "article" ? { kind: "redirect", to: articlePath(direct.article.slug) } : direct;
}
