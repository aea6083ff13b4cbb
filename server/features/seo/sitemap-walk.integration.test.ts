import request from "supertest";
import { createBusiness, createCategory, createProfessional } from "../../db/factories";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { readHead, seoTestApp } from "../../test/seo-kit";
import { setupTestApp } from "../../test/test-app";

const HOST = "directory.test";
const ORIGIN = `http://${HOST}`;
const decode = (text: string) => text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));

/** Each <url> of a sitemap: its address and its xhtml:link alternates ([hreflang, href]). */
function sitemapUrls(xml: string): { loc: string; alternates: [string, string][] }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decode(/<loc>([^<]*)<\/loc>/.exec(body!)![1]!),
    alternates: [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1]!, decode(m[2]!)] as [string, string]),
  }));
}

// A small directory of this file's own (every URL of its sitemap is fetched, in both languages).
describe.each(engines)("every URL of the sitemap, walked, on %s (issue 29)", (engine) => {
  const { database, app } = setupTestApp(engine, seoTestApp, openPrivateDatabase);
  const get = (path: string) => request(app).get(path).set("Host", HOST);

  it("answers 200 with its own canonical, and an absolute, reciprocal hreflang set that the sitemap repeats", async () => {
    const category = await createCategory(database.db);
    const biz = await createBusiness(database.db, { categoryId: category.id });
    await createProfessional(database.db, { categoryId: category.id, businessId: biz.id });
    await createProfessional(database.db, { categoryId: category.id });

    const urls = sitemapUrls((await get("/sitemap.xml").expect(200)).text);
    const locs = new Set(urls.map((u) => u.loc));
    expect(locs.size).toBe(urls.length);
    expect(urls.filter((u) => u.loc.startsWith(`${ORIGIN}/es`)).length).toBe(urls.length / 2);
    expect(locs).toContain(`${ORIGIN}/es/business/${biz.id}`);

    const heads = new Map<string, [string, string][]>();
    for (const { loc, alternates } of urls) {
      // The sitemap's set: en, es and x-default (English), absolute, one of them this URL.
      expect(
        alternates.map(([lang]) => lang),
        loc,
      ).toEqual(["en", "es", "x-default"]);
      for (const [, href] of alternates) expect(href, loc).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(alternates[2]![1], loc).toBe(alternates[0]![1]);
      expect(
        alternates.map(([, href]) => href),
        loc,
      ).toContain(loc);

      const res = await get(new URL(loc).pathname).redirects(0);
      expect(res.status, loc).toBe(200);
      const head = readHead(res.text);
      expect(head.lang, loc).toBe(loc.startsWith(`${ORIGIN}/es`) ? "es" : "en");
      expect(head.canonical, loc).toEqual([loc]);
      expect(head.alternates, loc).toEqual(alternates);
      heads.set(loc, head.alternates);
    }
    // Reciprocal: every page an alternate names is in the sitemap and names this page back under this page's language.
    for (const [loc, alternates] of heads) {
      const lang = alternates.find(([hreflang, href]) => href === loc && hreflang !== "x-default")![0];
      for (const [, href] of alternates) {
        expect(heads.get(href), `${loc} → ${href}`).toBeDefined();
        expect(heads.get(href), `${href} names ${loc} back`).toContainEqual([lang, loc]);
      }
    }
  });
});
