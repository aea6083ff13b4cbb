// Modules generated at build time by scripts/vite-content-plugin.ts from content/.
// Imports stay inside each block so this file remains a global declaration file.

declare module "virtual:magazine-index" {
  import type { ArticleSummary, IssueSummary } from "@shared/content";
  /** Newest issue first; an issue's `articles` are slugs into `articles` below. */
  export const issues: IssueSummary[];
  export const articles: Record<string, ArticleSummary>;
  /** Older slug → canonical slug. */
  export const aliases: Record<string, string>;
}

declare module "virtual:magazine-articles" {
  import type { ArticleBody } from "@shared/content";
  /** One lazily imported chunk per article body. */
  export const articleLoaders: Record<string, () => Promise<{ default: ArticleBody }>>;
}

declare module "virtual:magazine-headlines" {
  /** The newest issue's articles (at most 6), for the home page's News section; tiny, no magazine code. */
  export const latestHeadlines: { title: string; href: string; issue: string }[];
}

declare module "virtual:magazine-search" {
  /** [slug, title, subtitle, author, photography, body text] per article (server/content/modules.ts searchRows); "" when absent. */
  const rows: [string, string, string, string, string, string][];
  export default rows;
}
