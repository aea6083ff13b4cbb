import express, { type Request, type Response, type Router } from "express";
import { and, desc, eq, isNull } from "drizzle-orm";
import { articlePath } from "@shared/magazine-catalog";
import { categoryFeedParamsSchema } from "@shared/partners";
import { publishDateFor } from "@shared/publish-date";
import type { Db } from "../../db/client";
import { listingTable } from "../../db/listing-tables";
import { categories } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { loadValidContent } from "../../content/magazine-links";
import { jsonFeed, rssFeed, type Feed } from "./feed-format";

/** Items per feed: the newest ones. */
export const FEED_SIZE = 30;
/** Feeds are the same for everyone: shared caches may keep them this long (seconds). */
const MAX_AGE = 900;

function send(req: Request, res: Response, feed: Feed, format: "xml" | "json") {
  res.set("Cache-Control", `public, max-age=${MAX_AGE}`);
  // res.send sets a weak ETag from the body and answers 304 to a matching If-None-Match.
  if (format === "xml") res.type("application/rss+xml; charset=utf-8").send(rssFeed(feed));
  else res.type("application/feed+json; charset=utf-8").send(JSON.stringify(jsonFeed(feed)));
}

/**
 * The feeds (issue 32), public and cacheable: the magazine's articles, and the listings newly added
 * to each category, in RSS 2.0 (`.xml`) and JSON Feed 1.1 (`.json`), every URL absolute.
 */
export function feedRouter(db: Db, siteOf: (req: Request) => string, contentDir?: string): Router {
  const router = express.Router();
  const content = loadValidContent(contentDir);
  const articles = new Map(content.articles.map((a) => [a.slug, a.data]));
  // Newest issue first, in each issue's printed order; then the articles no issue lists.
  const listed = content.issues.flatMap((i) => i.data.articles);
  const slugs = [...new Set([...listed, ...articles.keys()])].filter((s) => articles.has(s)).slice(0, FEED_SIZE);

  router.get(["/feeds/articles.xml", "/feeds/articles.json"], (req, res) => {
    const origin = siteOf(req);
    const feed: Feed = {
      title: "San Antonio Business Directory magazine",
      description: "Articles from the San Antonio Business Directory's regional magazine (sample content).",
      homePageUrl: `${origin}/archive`,
      rssUrl: `${origin}/feeds/articles.xml`,
      jsonUrl: `${origin}/feeds/articles.json`,
      language: "en-US",
      items: slugs.map((slug) => {
        const a = articles.get(slug)!;
        return {
          url: `${origin}${articlePath(slug)}`,
          title: a.title,
          summary: a.excerpt,
          published: `${publishDateFor(a)}T12:00:00Z`,
          author: a.author,
        };
      }),
    };
    send(req, res, feed, req.path.endsWith(".xml") ? "xml" : "json");
  });

  router.get("/feeds/category/:file", async (req, res) => {
    const { file } = categoryFeedParamsSchema.parse(req.params);
    const [slug, format] = file.split(".") as [string, "xml" | "json"];
    const [category] = await db.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.slug, slug));
    if (!category) throw new HttpError(404, `No category ${slug}`);
    const origin = siteOf(req);
    const newest = (kind: "professional" | "business") => {
      const table = listingTable(kind);
      return db
        .select({ id: table.id, name: table.name, createdAt: table.createdAt })
        .from(table)
        .where(and(eq(table.categoryId, category.id), isNull(table.unpublishedAt)))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(FEED_SIZE);
    };
    const [pros, bizs] = await Promise.all([newest("professional"), newest("business")]);
    const items = [...pros.map((p) => ({ ...p, kind: "professional" })), ...bizs.map((b) => ({ ...b, kind: "business" }))]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, FEED_SIZE)
      .map((l) => ({
        url: `${origin}/${l.kind}/${l.id}`,
        title: l.name,
        summary: `${l.name} was added to ${category.name} in the San Antonio Business Directory.`,
        published: l.createdAt.toISOString(),
      }));
    const feed: Feed = {
      title: `New in ${category.name}: San Antonio Business Directory`,
      description: `Listings newly added to ${category.name} in the San Antonio Business Directory.`,
      homePageUrl: `${origin}/?category=${encodeURIComponent(slug)}`,
      rssUrl: `${origin}/feeds/category/${slug}.xml`,
      jsonUrl: `${origin}/feeds/category/${slug}.json`,
      language: "en-US",
      items,
    };
    send(req, res, feed, format);
  });

  return router;
}
