import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Express } from "express";
import type pg from "pg";
import request from "supertest";
import type { Database, Db } from "../../db/client";
import * as schema from "../../db/schema";
import { createBusiness, createProfessional } from "../../db/factories";
import { engines, type Engine } from "../../test/database";
import { loadMagazineIndex } from "./magazine-index";
import { pagesPerFile } from "./sitemap";
import { seoTestApp } from "../../test/seo-kit";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestApp } from "../../test/test-app";

const HOST = "directory.test";
const ORIGIN = `http://${HOST}`;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replace(/&#38;/g, "&"));
const get = (app: Express, path: string) => request(app).get(path).set("Host", HOST);
const directoryVersionOf = async (db: Db) => (await db.select({ v: schema.directoryVersion.version }).from(schema.directoryVersion))[0]?.v;

describe.each(engines)("robots.txt and sitemaps on %s", (engine: Engine) => {
  const { database, app } = setupTestApp(engine, seoTestApp, openPrivateDatabase);

  it("robots.txt allows the site, keeps crawlers off the API and names the sitemap", async () => {
    const res = await get(app, "/robots.txt")
      .expect(200)
      .expect("Content-Type", /text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/api\/$/m);
    expect(res.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("/sitemap.xml lists every professional, business, issue and article, and no old slug", async () => {
    const pro = await createProfessional(database.db);
    const biz = await createBusiness(database.db);
    const res = await get(app, "/sitemap.xml")
      .expect(200)
      .expect("Content-Type", /application\/xml/);
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    const urls = locs(res.text);
    const magazine = loadMagazineIndex();
    expect(urls).toEqual(
      expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/businesses`, `${ORIGIN}/archive`, `${ORIGIN}/professional/${pro.id}`, `${ORIGIN}/business/${biz.id}`]),
    );
    expect(urls).toEqual(expect.arrayContaining(magazine.issues.map((i) => `${ORIGIN}${i.path}`)));
    expect(urls).toEqual(expect.arrayContaining(Object.keys(magazine.articles).map((slug) => `${ORIGIN}/articles/${slug}`)));
    expect(magazine.issues).toHaveLength(12);
    expect(urls).not.toContain(`${ORIGIN}/articles/daytripper-swimming-holes`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("becomes a sitemap index above the limit, whose children hold every URL once, none above the limit", async () => {
    const created = [];
    for (let i = 0; i < 7; i++) created.push(`${ORIGIN}/professional/${(await createProfessional(database.db)).id}`);
    for (let i = 0; i < 3; i++) created.push(`${ORIGIN}/business/${(await createBusiness(database.db)).id}`);
    const all = locs((await get(app, "/sitemap.xml")).text);
    // Exact counts: the file's database is its own on both engines (no other file writes to it).
    expect(locs((await get(seoTestApp(database.db, { sitemapMaxUrls: all.length }), "/sitemap.xml").expect(200)).text)).toEqual(all);

    const max = 5;
    const small = seoTestApp(database.db, { sitemapMaxUrls: max });
    const index = await get(small, "/sitemap.xml")
      .expect(200)
      .expect("Content-Type", /application\/xml/);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = locs(index.text);
    expect(children).toContain(`${ORIGIN}/sitemaps/pages-0.xml`);
    for (const name of ["professionals", "businesses"]) expect(children.some((c) => c.startsWith(`${ORIGIN}/sitemaps/${name}-`))).toBe(true);
    const listed: string[] = [];
    for (const child of children) {
      const res = await get(small, new URL(child).pathname).expect(200);
      expect(res.text).toContain("<urlset");
      const urls = locs(res.text);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(max);
      listed.push(...urls);
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(expect.arrayContaining(created));
    expect(listed.sort()).toEqual([...all].sort());
  });

  it("an address past the last child sitemap is a 404", async () => {
    const small = seoTestApp(database.db, { sitemapMaxUrls: 5 });
    await get(small, "/sitemaps/professionals-400000.xml").expect(404);
    await get(small, "/sitemaps/pages-99.xml").expect(404);
  });

  it("builds each sitemap once per directory version: repeats are served from memory, a change rebuilds it", async () => {
    const statements: string[] = [];
    const recorded = drizzleOver(database, (text) => statements.push(text));
    const small = seoTestApp(recorded, { sitemapMaxUrls: 5 });
    const idQueries = () => statements.filter((text) => /from "professionals"/.test(text)).length;
    // On the shared PostgreSQL another file may write to the directory between two requests (its
    // version moves, and a rebuild is then right): such a round is measured again.
    const unchanged = async <T>(round: () => Promise<T>): Promise<T> => {
      for (let attempt = 1; ; attempt++) {
        const before = await directoryVersionOf(database.db);
        const result = await round();
        if ((await directoryVersionOf(database.db)) === before || attempt === 5) return result;
      }
    };
    const { first, built, repeated } = await unchanged(async () => {
      const first = await get(small, "/sitemaps/professionals-0.xml").expect(200);
      const built = idQueries();
      const again = await get(small, "/sitemaps/professionals-0.xml").set("Accept-Encoding", "gzip").expect(200);
      return { first, built, repeated: { queries: idQueries(), text: again.text } };
    });
    expect(built).toBeGreaterThan(0);
    expect(repeated.queries).toBe(built);
    expect(repeated.text).toBe(first.text);
    await get(small, "/sitemaps/professionals-0.xml").set("If-None-Match", first.headers.etag!).expect(304);
    const index = await unchanged(async () => {
      await get(small, "/sitemap.xml").expect(200);
      const built = idQueries();
      await get(small, "/sitemap.xml").expect(200);
      return { built, repeated: idQueries() };
    });
    const indexBuilt = index.built;
    expect(index.repeated).toBe(indexBuilt);

    // Any write to the directory moves its version: the next request builds the file again.
    const pro = await createProfessional(database.db);
    const chunk = Math.floor((pro.id - 1) / pagesPerFile(5));
    await get(small, `/sitemaps/professionals-${chunk}.xml`).expect(200);
    const after = await get(small, `/sitemaps/professionals-${chunk}.xml`).expect(200);
    expect(locs(after.text)).toContain(`${ORIGIN}/professional/${pro.id}`);
    const rebuilt = await get(small, "/sitemaps/professionals-0.xml").expect(200);
    expect(idQueries()).toBeGreaterThan(indexBuilt + 1);
    expect(rebuilt.text).toBe(first.text);
  });
});

/** The same database through a Drizzle instance that reports every statement it sends. */
function drizzleOver(database: Database, log: (text: string) => void): Db {
  const logger = { logQuery: (text: string) => log(text) };
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return (database.engine === "pglite"
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Db;
}
