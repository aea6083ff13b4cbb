import type { ArticleSummary, IssueSummary } from "./content";
import { slugFromTitle } from "./slug";

// Types only from ./content: its values would pull zod into the client's magazine chunks.

/**
 * The magazine's index: what the build writes into virtual:magazine-index for the client and
 * what the server loads from content/ once (server/features/seo/magazine-index.ts). The lookups
 * below take it as a parameter, so both answer an address the same way.
 */
export interface CatalogIndex {
  /** Newest first; an issue's `articles` are slugs into `articles`. */
  issues: readonly IssueSummary[];
  articles: Readonly<Record<string, ArticleSummary>>;
  /** Older slug → canonical slug. */
  aliases: Readonly<Record<string, string>>;
}

export type ArticleLookup = { kind: "article"; article: ArticleSummary } | { kind: "redirect"; to: string } | { kind: "missing" };

export const issuePath = (year: string | number, month: string) => `/${year}/${month}`;
export const articlePath = (slug: string) => `/articles/${slug}`;

export function findIssue(index: CatalogIndex, year: string, month: string): IssueSummary | undefined {
  return index.issues.find((issue) => issue.path === issuePath(year, month));
}

/** The issue's articles in printed order (content checks guarantee every slug exists). */
export function issueArticles(index: CatalogIndex, issue: IssueSummary): ArticleSummary[] {
  return issue.articles.flatMap((slug) => (Object.hasOwn(index.articles, slug) ? index.articles[slug]! : []));
}

/** The cover of the issue an article appeared in; undefined for an article in no issue. */
export function issueCover(index: CatalogIndex, article: Pick<ArticleSummary, "issueId">): string | undefined {
  return index.issues.find((issue) => issue.id === article.issueId)?.cover.src || undefined;
}

/** /articles/{slug}: the article itself, or a redirect from an older slug to the canonical one. */
export function lookupArticle(index: CatalogIndex, slug: string): ArticleLookup {
  const article = Object.hasOwn(index.articles, slug) ? index.articles[slug] : undefined;
  if (article) return { kind: "article", article };
  const canonical = Object.hasOwn(index.aliases, slug) ? index.aliases[slug] : undefined;
  return canonical ? { kind: "redirect", to: articlePath(canonical) } : { kind: "missing" };
}

/** Title slug → canonical slug, built once per index on the first /article/ address. */
const byTitleSlug = new WeakMap<CatalogIndex["articles"], Map<string, string>>();

/** /article/{slug derived from the title}; a canonical slug or an alias there leads to the article too. */
export function lookupDerivedArticle(index: CatalogIndex, slug: string): ArticleLookup {
  let titles = byTitleSlug.get(index.articles);
  if (!titles) byTitleSlug.set(index.articles, (titles = new Map(Object.values(index.articles).map((a) => [slugFromTitle(a.title), a.slug]))));
  const found = titles.get(slug);
  if (found) return { kind: "redirect", to: articlePath(found) };
  const direct = lookupArticle(index, slug);
  return direct.kind === "article" ? { kind: "redirect", to: articlePath(direct.article.slug) } : direct;
}

/** Every issue article in reading order: newest issue first, each issue in its printed order. */
const readingOrder = new WeakMap<CatalogIndex["issues"], string[]>();

/**
 * The end of an article: the other articles of its issue ("More from this issue"), and the
 * articles before and after it in reading order, which runs on into the neighbouring issue.
 */
export function articleNeighbours(index: CatalogIndex, slug: string): { more: ArticleSummary[]; previous?: ArticleSummary; next?: ArticleSummary } {
  let order = readingOrder.get(index.issues);
  if (!order) readingOrder.set(index.issues, (order = index.issues.flatMap((issue) => issue.articles)));
  const article = Object.hasOwn(index.articles, slug) ? index.articles[slug] : undefined;
  const issue = article?.issueId ? index.issues.find((i) => i.id === article.issueId) : undefined;
  const more = issue ? issueArticles(index, issue).filter((a) => a.slug !== slug) : [];
  const at = order.indexOf(slug);
  const get = (i: number) => (at === -1 || i < 0 || i >= order.length ? undefined : index.articles[order[i]!]);
  return { more, previous: get(at - 1), next: get(at + 1) };
}
