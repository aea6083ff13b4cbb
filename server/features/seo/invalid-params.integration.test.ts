import request from "supertest";
import * as queryKeys from "@shared/query-keys";
import { createCategory } from "../../db/factories";
import { engines } from "../../test/database";
import { readHead, readInitialData, seeded, seoTestApp } from "../../test/seo-kit";
import { setupTestApp } from "../../test/test-app";

/**
 * Page addresses are not under /api's check for text PostgreSQL cannot hold (NUL, broken
 * Unicode), yet home's ?search= reaches the database. Such a page renders like any other;
 * only the filtered grid is left unseeded, since the API refuses that filter.
 */
describe.each(engines)("page query parameters PostgreSQL cannot store on %s", (engine) => {
  const { database, app } = setupTestApp(engine, seoTestApp);
  let slug = "";
  const page = (path: string) => request(app).get(path).set("Host", "directory.test");
  beforeAll(async () => {
    slug = (await createCategory(database.db)).slug;
  });

  it.each([
    ["/?search=%00", [], "\u0000"],
    ["/?search=a%00b", [], "a\u0000b"],
    // wouter decodes the query once more (resolve-page.ts), so %2500 becomes a NUL too.
    ["/?search=%2500", [], "\u0000"],
  ])("%s renders home with its head and data, leaving the refused grid unseeded", async (path, categories: string[], search) => {
    const seen = (html: string) => {
      const head = readHead(html);
      return { titles: head.titles, canonical: head.canonical, description: head.meta("description"), ogUrl: head.meta("og:url"), jsonLd: head.jsonLd };
    };
    const home = seen((await page("/").expect(200)).text);
    const res = await page(path).expect(200).expect("Content-Type", /html/);
    expect(seen(res.text)).toEqual(home);
    const data = readInitialData(res.text);
    expect(seeded(data, queryKeys.categories())).toBeDefined();
    expect(seeded(data, queryKeys.businesses())).toBeDefined();
    expect(seeded(data, queryKeys.professionals(categories, search))).toBeUndefined();
  });

  it("a category filter with a NUL search renders too", async () => {
    const res = await page(`/?category=${slug}&search=%00`).expect(200);
    expect(seeded(readInitialData(res.text), queryKeys.categories())).toBeDefined();
  });

  it("other pages with a NUL in their query render", async () => {
    await page("/contact?professional=%00").expect(200);
    await page("/businesses?cursor=%00").expect(200);
  });
});
