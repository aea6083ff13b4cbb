import { FIXED_ISSUE_IDS, MAX_HEADLINES, type ArticleBody, type ArticleSummary, type Headline, type IssueSummary } from "../../shared/content";
import { issueCovers } from "./cover-art";
import type { LoadedArticle, LoadedContent } from "./load-content";

/** Virtual module ids the client imports (declared in client/src/features/magazine/virtual-modules.d.ts). */
export const INDEX_ID = "virtual:magazine-index";
export const ARTICLES_ID = "virtual:magazine-articles";
export const HEADLINES_ID = "virtual:magazine-headlines";
export const ARTICLE_PREFIX = "virtual:magazine-article/";
/** The archive's full-text search index: loaded by /archive alone, as a chunk of its own. */
export const SEARCH_ID = "virtual:magazine-search";

export function issueSummaries(content: LoadedContent): IssueSummary[] {
  const covers = new Map(issueCovers(content).map((c) => [c.issueId, c.image]));
  return content.issues.map(({ id, data }) => ({
    id,
    year: data.year,
    month: data.month,
    monthLabel: data.monthLabel,
    label: `${data.monthLabel} ${data.year}`,
    path: `/${data.year}/${data.month}`,
    featuredPerson: data.featuredPerson,
    description: data.description,
    // An issue file with a cover picture keeps it; the archive's have none, so the generated one (cover-art.ts).
    cover: data.cover.src ? data.cover : covers.get(id)!,
    articles: data.articles,
    fixed: (FIXED_ISSUE_IDS as readonly string[]).includes(id),
  }));
}

export function articleSummaries(content: LoadedContent): Record<string, ArticleSummary> {
  const entries = content.articles.map(({ slug, data, features }): [string, ArticleSummary] => [
    slug,
    {
      slug,
      title: data.title,
      subtitle: data.subtitle,
      author: data.author,
      photography: data.photography,
      excerpt: data.excerpt,
      featured: data.featured,
      issue: data.issue,
      issueId: content.listedIn.get(slug) ?? null,
      publishDate: data.publishDate,
      backLink: data.backLink,
      features,
    },
  ]);
  return Object.fromEntries(entries);
}

export function articleBody({ data, blocks }: LoadedArticle): ArticleBody {
  return { featuredImage: data.featuredImage, images: data.images, blocks };
}

/** The newest issue's articles, in the issue's order. */
export function latestHeadlines(content: LoadedContent): Headline[] {
  const newest = issueSummaries(content)[0];
  if (!newest) return [];
  const titles = new Map(content.articles.map((a) => [a.slug, a.data.title]));
  return newest.articles.slice(0, MAX_HEADLINES).map((slug) => ({ title: titles.get(slug) ?? slug, href: `/articles/${slug}`, issue: newest.label }));
}

const json = (value: unknown) => JSON.stringify(value);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
/** A block's words as plain text: the compiled inline HTML without its tags, entities decoded. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (m, name: string) =>
      name.startsWith("#x") ? String.fromCodePoint(parseInt(name.slice(2), 16)) : name.startsWith("#") && name !== "#39" ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? m),
    );

/**
 * One row per article, [slug, title, subtitle, author, photography, body text]: arrays rather
 * than objects keep the chunk small (no key repeated 92 times); "" for an absent field.
 */
export type SearchRow = [slug: string, title: string, subtitle: string, author: string, photography: string, text: string];

export function searchRows(content: LoadedContent): SearchRow[] {
  return content.articles.map(({ slug, data, blocks }) => {
    const text = blocks.map((b) => (b.kind === "list" ? b.items.map(plainText).join(" ") : plainText(b.html))).join(" ");
    return [slug, data.title, data.subtitle ?? "", data.author ?? "", data.photography ?? "", text.replace(/\s+/g, " ").trim()];
  });
}

/** Module source for each virtual id, or null when the id is not ours. */
export function moduleSource(id: string, content: LoadedContent): string | null {
  if (id === INDEX_ID) {
    return [
      `export const issues = ${json(issueSummaries(content))};`,
      `export const articles = ${json(articleSummaries(content))};`,
      `export const aliases = ${json(Object.fromEntries(content.aliases))};`,
    ].join("\n");
  }
  if (id === ARTICLES_ID) {
    // One dynamic import per article, so each body becomes its own chunk.
    const loaders = content.articles.map((a) => `  ${json(a.slug)}: () => import(${json(ARTICLE_PREFIX + a.slug)}),`);
    return `export const articleLoaders = {\n${loaders.join("\n")}\n};`;
  }
  if (id === HEADLINES_ID) return `export const latestHeadlines = ${json(latestHeadlines(content))};`;
  if (id === SEARCH_ID) return `export default ${json(searchRows(content))};`;
  if (id.startsWith(ARTICLE_PREFIX)) {
    const article = content.articles.find((a) => a.slug === id.slice(ARTICLE_PREFIX.length));
    return article ? `export default ${json(articleBody(article))};` : null;
  }
  return null;
}
