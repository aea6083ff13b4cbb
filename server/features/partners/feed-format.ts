/*
 * RSS 2.0 and JSON Feed 1.1 (issue 32) from one list of items, with absolute URLs throughout.
 * Pure functions: feed-routes.ts reads the items, this writes them.
 */
import { escapeMarkup } from "@shared/markup-escape";

export interface FeedItem {
  /** Absolute URL of the page; also the item's id (it never changes). */
  url: string;
  title: string;
  summary: string;
  /** ISO 8601 instant. */
  published: string;
  author?: string | undefined;
}

export interface Feed {
  title: string;
  description: string;
  /** Absolute URL of the site page the feed follows. */
  homePageUrl: string;
  /** Absolute URLs of this feed in each format. */
  rssUrl: string;
  jsonUrl: string;
  language: string;
  items: FeedItem[];
}

// XML 1.0 forbids most control characters; a listing's text could carry one.
const clean = (text: string) =>
  [...text]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 0xfffe && code !== 0xffff);
    })
    .join("");
const x = (text: string) => escapeMarkup(clean(text));

export function rssFeed(feed: Feed): string {
  const newest = feed.items
    .map((i) => i.published)
    .sort()
    .at(-1);
  const items = feed.items.map(
    (i) =>
      `    <item>\n      <title>${x(i.title)}</title>\n      <link>${x(i.url)}</link>\n      <guid isPermaLink="true">${x(i.url)}</guid>\n` +
      `      <description>${x(i.summary)}</description>\n      <pubDate>${new Date(i.published).toUTCString()}</pubDate>\n` +
      (i.author ? `      <dc:creator>${x(i.author)}</dc:creator>\n` : "") +
      `    </item>`,
  );
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">\n  <channel>\n` +
    `    <title>${x(feed.title)}</title>\n    <link>${x(feed.homePageUrl)}</link>\n    <description>${x(feed.description)}</description>\n` +
    `    <language>${x(feed.language)}</language>\n` +
    `    <atom:link href="${x(feed.rssUrl)}" rel="self" type="application/rss+xml"/>\n` +
    (newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>\n` : "") +
    items.map((i) => `${i}\n`).join("") +
    `  </channel>\n</rss>\n`
  );
}

export function jsonFeed(feed: Feed): object {
  return {
    version: "https://jsonfeed.org/version/1.1",
    title: feed.title,
    home_page_url: feed.homePageUrl,
    feed_url: feed.jsonUrl,
    description: feed.description,
    language: feed.language,
    items: feed.items.map((i) => ({
      id: i.url,
      url: i.url,
      title: i.title,
      summary: i.summary,
      content_text: i.summary,
      date_published: new Date(i.published).toISOString(),
      ...(i.author ? { authors: [{ name: i.author }] } : {}),
    })),
  };
}
