import { and, eq } from "drizzle-orm";
import { JSDOM } from "jsdom";
import request from "supertest";
import { accountRouter } from "../../account/routes";
import { createApp } from "../../app";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { loadMagazineLinks, loadValidContent } from "../../content/magazine-links";
import { badgeEmbeds } from "../../db/partner-schema";
import { professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { listRoutes } from "../../test/list-routes";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { setupTestApp } from "../../test/test-app";
import { addDays, sanAntonioDay } from "../listing-stats/day";

const NOW = new Date("2026-03-20T17:00:00Z");
const parseXml = (text: string) => new JSDOM(text, { contentType: "application/xml" }).window.document;
const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** Issue 32: the feeds (RSS 2.0, JSON Feed 1.1) and the embeddable badge with its embed counts. */
describe.each(engines)("feeds and badge on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) => createApp({ db, stripe: null, passwordHasher: testPasswordHasher, now: () => NOW }));

  it("serves the articles as valid RSS 2.0 with absolute URLs, cacheable", async () => {
    const res = await request(app).get("/feeds/articles.xml").set("Host", "directory.example.com").expect(200);
    expect(res.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(res.headers.etag).toBeTruthy();
    await request(app).get("/feeds/articles.xml").set("Host", "directory.example.com").set("If-None-Match", res.headers.etag!).expect(304);
    const doc = parseXml(res.text);
    expect(doc.documentElement.nodeName).toBe("rss");
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    const items = [...doc.querySelectorAll("channel > item")];
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      expect(item.querySelector("title")!.textContent).not.toBe("");
      expect(item.querySelector("link")!.textContent).toMatch(/^http:\/\/directory\.example\.com\/articles\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(item.querySelector("pubDate")!.textContent!))).toBe(false);
    }
  });

  it("serves the articles as JSON Feed 1.1", async () => {
    const res = await request(app).get("/feeds/articles.json").expect(200);
    expect(res.headers["content-type"]).toBe("application/feed+json; charset=utf-8");
    const feed = JSON.parse(res.text);
    expect(feed).toMatchObject({ version: "https://jsonfeed.org/version/1.1", title: expect.any(String) });
    expect(feed.feed_url).toMatch(/^http:\/\/[^/]+\/feeds\/articles\.json$/);
    expect(feed.home_page_url).toMatch(/^http:\/\//);
    expect(feed.items.length).toBeGreaterThan(5);
    for (const item of feed.items) {
      expect(item.id).toBe(item.url);
      expect(item.url).toMatch(/^http:\/\/[^/]+\/articles\//);
      expect(typeof item.title).toBe("string");
      expect(Number.isNaN(Date.parse(item.date_published))).toBe(false);
    }
  });

  it("serves a category's newest listings in both formats, escaping their names, and 404 for an unknown category", async () => {
    const category = await createCategory(database.db, { name: `Sample Feeds & Co ${uniqueToken()}` });
    const pro = await createProfessional(database.db, { categoryId: category.id, name: `Dr. <Sample> "Feed" ${uniqueToken()}` });
    const biz = await createBusiness(database.db, { categoryId: category.id });
    await createBusiness(database.db, { categoryId: category.id, unpublishedAt: new Date().toISOString() });
    const xml = await request(app).get(`/feeds/category/${category.slug}.xml`).expect(200);
    expect(xml.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const doc = parseXml(xml.text);
    const links = [...doc.querySelectorAll("item > link")].map((l) => l.textContent);
    expect(links.sort()).toEqual(
      [expect.stringMatching(new RegExp(`/business/${biz.id}$`)), expect.stringMatching(new RegExp(`/professional/${pro.id}$`))].sort(),
    );
    expect([...doc.querySelectorAll("item > title")].map((t) => t.textContent)).toContain(pro.name);
    const json = await request(app).get(`/feeds/category/${category.slug}.json`).expect(200);
    expect(JSON.parse(json.text).items).toHaveLength(2);
    await request(app).get(`/feeds/category/no-such-category-${uniqueToken().toLowerCase()}.xml`).expect(404);
    const bad = await request(app).get("/feeds/category/NOT_A_SLUG.txt").expect(400);
    expect(Object.keys(bad.body.fieldErrors)).toContain("file");
  });

  it("serves a listing's badge: SVG under 10 kB, no script, cacheable, embeddable by other sites; featured wording only when true", async () => {
    const biz = await createBusiness(database.db);
    const res = await request(app).get(`/badges/business/${biz.id}.svg`).expect(200);
    expect(res.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    const body = res.body instanceof Buffer ? res.body.toString("utf8") : res.text;
    expect(Buffer.byteLength(body)).toBeLessThan(10_240);
    expect(body).not.toMatch(/<script|on\w+=|javascript:|href=|<foreignObject/i);
    expect(body).toContain("Listed in the");
    expect(body).toContain("San Antonio Business Directory");
    expect(body).not.toContain("Featured in the magazine");
    expect(body).not.toMatch(/gold/i);
    expect(parseXml(body).documentElement.nodeName).toBe("svg");
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    expect(res.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(res.headers.etag).toBeTruthy();
    await request(app).get(`/badges/business/${biz.id}.svg`).set("If-None-Match", res.headers.etag!).expect(304);
    const es = await request(app).get(`/badges/business/${biz.id}.svg?lang=es`).expect(200);
    expect(es.body.toString("utf8")).toContain("Directorio de Negocios de San Antonio");
  });

  it("says 'Featured in the magazine' for a listing an article features (the sample data's), even with its Gold ended", async () => {
    // content/ features sample listings by key; the seed stores them as external_id "sample:<key>".
    const ref = loadValidContent()
      .articles.flatMap((a) => a.features)
      .find((r) => r.startsWith("professional:"));
    expect(ref).toBeDefined();
    const key = ref!.slice("professional:".length);
    expect(loadMagazineLinks().featuredIn(ref!).length).toBeGreaterThan(0);
    let [pro] = await database.db
      .select()
      .from(professionals)
      .where(eq(professionals.externalId, `sample:${key}`));
    if (!pro) pro = await createProfessional(database.db, { externalId: `sample:${key}` });
    await database.db.update(professionals).set({ goldUntil: "2020-01-01T00:00:00Z", unpublishedAt: null }).where(eq(professionals.id, pro.id));
    const res = await request(app).get(`/badges/professional/${pro.id}.svg`).expect(200);
    const body = res.body.toString("utf8");
    expect(body).toContain("Featured in the magazine");
    expect(body).not.toMatch(/gold/i);
  });

  it("has no badge for a withdrawn or unknown listing, and answers 400 to a malformed address", async () => {
    const gone = await createBusiness(database.db, { unpublishedAt: new Date().toISOString() });
    await request(app).get(`/badges/business/${gone.id}.svg`).expect(404);
    await request(app).get(`/badges/business/2147483647.svg`).expect(404);
    await request(app).get(`/badges/shop/1.svg`).expect(400);
    await request(app).get(`/badges/business/1.png`).expect(400);
    await request(app).get(`/badges/business/1.svg?lang=fr`).expect(400);
  });

  it("counts embeds by the Referer's hostname only, not our own pages, bots or requests without a Referer; the owner sees them", async () => {
    const biz = await createBusiness(database.db);
    const get = (headers: Record<string, string>) =>
      request(app)
        .get(`/badges/business/${biz.id}.svg`)
        .set({ "User-Agent": BROWSER, ...headers })
        .expect(200);
    await get({ Referer: "https://www.chamber.example.org/members/list?page=2" });
    await get({ Referer: "https://chamber.example.org/" });
    await get({ Referer: "https://blog.example.net/post/1" });
    await get({});
    await get({ Referer: "http://127.0.0.1/business/1", Host: "127.0.0.1" });
    await get({ Referer: "https://bot.example.com/", "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await get({ Referer: "not a url" });
    const rows = await database.db
      .select({ site: badgeEmbeds.site, views: badgeEmbeds.views, day: badgeEmbeds.day })
      .from(badgeEmbeds)
      .where(and(eq(badgeEmbeds.listingKind, "business"), eq(badgeEmbeds.listingId, biz.id)));
    expect(rows.sort((a, b) => a.site.localeCompare(b.site))).toEqual([
      { site: "blog.example.net", views: 1, day: sanAntonioDay(NOW) },
      { site: "chamber.example.org", views: 2, day: sanAntonioDay(NOW) },
    ]);

    // Older days, written as the counter would have: one inside the 90-day window only, one outside both.
    const today = sanAntonioDay(NOW);
    await database.db.insert(badgeEmbeds).values([
      { listingKind: "business", listingId: biz.id, day: addDays(today, -29), site: "blog.example.net", views: 4 },
      { listingKind: "business", listingId: biz.id, day: addDays(today, -30), site: "tourism.example.com", views: 7 },
      { listingKind: "business", listingId: biz.id, day: addDays(today, -89), site: "chamber.example.org", views: 5 },
      { listingKind: "business", listingId: biz.id, day: addDays(today, -90), site: "old.example.com", views: 50 },
    ]);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id }]);
    const mine = await request(app).get(`/api/account/listings/business/${biz.id}/badge`).set("Cookie", cookie).expect(200);
    expect(mine.body).toEqual({
      imageUrl: expect.stringMatching(new RegExp(`^http://[^/]+/badges/business/${biz.id}\\.svg$`)),
      pageUrl: expect.stringMatching(new RegExp(`^http://[^/]+/business/${biz.id}$`)),
      featured: false,
    });
    // The owner's Statistics section: embeds by site over the last 30 and 90 days (today included), most first.
    const stats = await request(app).get(`/api/account/listings/business/${biz.id}/stats`).set("Cookie", cookie).expect(200);
    expect(stats.body.embeds).toEqual({
      last30: {
        total: 7,
        sites: [
          { site: "blog.example.net", views: 5 },
          { site: "chamber.example.org", views: 2 },
        ],
      },
      last90: {
        total: 19,
        sites: [
          { site: "chamber.example.org", views: 7 },
          { site: "tourism.example.com", views: 7 },
          { site: "blog.example.net", views: 5 },
        ],
      },
    });
    // Another owner's listing: refused by the listing guard.
    const other = await createBusiness(database.db);
    await request(app).get(`/api/account/listings/business/${other.id}/badge`).set("Cookie", cookie).expect(404);
  });

  it("mounts the owner's badge route in the router the account guard test walks", () => {
    const account = listRoutes(accountRouter({ db: database.db, now: () => NOW }));
    expect(account.find((r) => r.pattern === "/listings/:kind/:id/badge")).toMatchObject({ method: "get", account: true });
  });
});
