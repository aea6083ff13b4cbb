import type { ArticleSummary, IssueSummary } from "@shared/content";
import { slugFromTitle } from "../../../client/src/features/magazine/lib/slug";
import { CONTENT_DIR, loadContent } from "../../../scripts/content/load-content";
import { articleSummaries, issueSummaries } from "../../../scripts/content/modules";

/**
 * The magazine as the client's catalog sees it (client/src/features/magazine/content/catalog.ts),
 * built with the same functions the Vite content plugin uses, from content/ read once.
 */
export interface MagazineIndex {
  /** Newest first. */
  issues: IssueSummary[];
  articles: ReadonlyMap<string, ArticleSummary>;
  /** Older slug → canonical slug. */
  aliases: ReadonlyMap<string, string>;
  /** The featured image's own source, which the article page puts in its metadata. */
  featuredImage: ReadonlyMap<string, string | undefined>;
  /** Slug derived from the title → canonical slug. */
  byTitleSlug: ReadonlyMap<string, string>;
}

const loaded = new Map<string, MagazineIndex>();

/** Loads content/ once per folder; invalid content stops the server, as it stops the build. */
export function loadMagazineIndex(dir: string = CONTENT_DIR): MagazineIndex {
  const cached = loaded.get(dir);
  if (cached) return cached;
  const content = loadContent(dir);
  if (content.problems.length) throw new Error(`Magazine content is invalid:\n  ${content.problems.join("\n  ")}`);
  const articles = new Map(Object.entries(articleSummaries(content)));
  const index: MagazineIndex = {
    issues: issueSummaries(content),
    articles,
    aliases: content.aliases,
    featuredImage: new Map(content.articles.map((a) => [a.slug, a.data.featuredImage?.src])),
    byTitleSlug: new Map([...articles.values()].map((a) => [slugFromTitle(a.title), a.slug])),
  };
  loaded.set(dir, index);
  return index;
}

export const articlePath = (slug: string) => `/articles/${slug}`;

export type ArticleLookup = { kind: "article"; article: ArticleSummary } | { kind: "redirect"; to: string } | { kind: "missing" };

export function findIssue(index: MagazineIndex, year: string, month: string): IssueSummary | undefined {
  return index.issues.find((issue) => issue.path === `/${year}/${month}`);
}

/** /articles/{slug}: the article, or a redirect from an older slug (catalog.ts lookupArticle). */
export function lookupArticle(index: MagazineIndex, slug: string): ArticleLookup {
  const article = index.articles.get(slug);
  if (article) return { kind: "article", article };
  const canonical = index.aliases.get(slug);
  return canonical ? { kind: "redirect", to: articlePath(canonical) } : { kind: "missing" };
}

/** /article/{slug derived from the title}, or a canonical slug or alias there (catalog.ts lookupDerivedArticle). */
export function lookupDerivedArticle(index: MagazineIndex, slug: string): ArticleLookup {
  const found = index.byTitleSlug.get(slug);
  if (found) return { kind: "redirect", to: articlePath(found) };
  const direct = lookupArticle(index, slug);
  return direct.kind === "article" ? { kind: "redirect", to: articlePath(direct.article.slug) } : direct;
}
