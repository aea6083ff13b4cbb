import { PLACEHOLDER_IMAGE } from "./article-images";
import { listingLdId, type ListingCard } from "./magazine-links";
import { publishDateFor } from "./publish-date";

/** The byline used when an article names no author. */
export const MAGAZINE_STAFF = "San Antonio Business Magazine Staff";
/** Every article is filed under this category. */
export const ARTICLE_CATEGORY = "Business Profile";
export const MAGAZINE_PUBLISHER = "San Antonio Business Directory";

export interface ArticleMetaInput {
  slug: string;
  title: string;
  author?: string;
  issue: string;
  publishDate?: string;
  description?: string;
  /** The featured image's own source, when it has one. */
  imageSrc?: string;
  /** The cover of the issue it appeared in, when it is in one (issueCover in magazine-catalog.ts). */
  coverSrc?: string;
}

export interface ArticleMeta {
  path: string;
  url: string;
  title: string;
  description: string;
  author: string;
  publishDate: string;
  category: string;
  image: string;
}

/** What an article page shows beyond its text, derived where the article omits it: url, publish date, author, category, image and description. */
export function deriveArticleMeta(input: ArticleMetaInput, origin: string): ArticleMeta {
  const path = `/articles/${input.slug}`;
  // The story's own photo, else its issue's cover: a preview that is this magazine's, never a stock picture.
  const image = input.imageSrc || input.coverSrc || PLACEHOLDER_IMAGE;
  return {
    path,
    url: `${origin}${path}`,
    title: input.title,
    description: input.description || `Read ${input.title} from the magazine archive`,
    author: input.author || MAGAZINE_STAFF,
    publishDate: publishDateFor(input),
    category: ARTICLE_CATEGORY,
    image: new URL(image, origin).href,
  };
}

/**
 * schema.org NewsArticle for the article page's JSON-LD; `about` points at the @id of each
 * listing the story features (the listing page's Person or business entity).
 */
export function newsArticleLd(meta: ArticleMeta, listings: readonly ListingCard[] = []) {
  const origin = new URL(meta.url).origin;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    "@id": `${meta.url}#article`,
    // The magazine's articles are in English, on the Spanish pages too (issue 29).
    inLanguage: "en",
    headline: meta.title,
    description: meta.description,
    url: meta.url,
    mainEntityOfPage: meta.url,
    datePublished: meta.publishDate,
    image: [meta.image],
    articleSection: meta.category,
    author: meta.author === MAGAZINE_STAFF ? { "@type": "Organization", name: MAGAZINE_STAFF } : { "@type": "Person", name: meta.author },
    publisher: { "@type": "Organization", name: MAGAZINE_PUBLISHER },
    ...(listings.length > 0 && { about: listings.map((l) => ({ "@id": listingLdId(origin, l.type, l.id), name: l.name })) }),
  };
}
