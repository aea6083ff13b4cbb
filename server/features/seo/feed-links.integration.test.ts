import request from "supertest";
import { createBusiness, createCategory, uniqueToken } from "../../db/factories";
import { engines } from "../../test/database";
import { readHead, seoTestApp } from "../../test/seo-kit";
import { setupTestApp } from "../../test/test-app";

const HOST = "directory.test";
const ORIGIN = `http://${HOST}`;
const RSS = "application/rss+xml";
const JSON_FEED = "application/feed+json";
const ARTICLE = "/articles/daytripper-swimmin-grinnin";

const articles = {
  en: [
    [RSS, "Magazine articles (RSS)", `${ORIGIN}/feeds/articles.xml`],
    [JSON_FEED, "Magazine articles (JSON Feed)", `${ORIGIN}/feeds/articles.json`],
  ],
  es: [
    [RSS, "Artículos de la revista (RSS, en inglés)", `${ORIGIN}/feeds/articles.xml`],
    [JSON_FEED, "Artículos de la revista (JSON Feed, en inglés)", `${ORIGIN}/feeds/articles.json`],
  ],
};

/**
 * Issue 32: the feeds are linked from the server-rendered heads, titled in the page's language:
 * a directory page filtered to one category links that category's new listings, the magazine's
 * pages (and home) the articles.
 */
describe.each(engines)("feeds linked from the pages' heads on %s", (engine) => {
  const { database, app } = setupTestApp(engine, seoTestApp);
  const feedsOf = async (path: string) => readHead((await request(app).get(path).set("Host", HOST).expect(200)).text).feeds;

  async function sampleCategory() {
    const token = uniqueToken().toLowerCase();
    const category = await createCategory(database.db, {
      name: `Sample Bakeries ${token}`,
      nameEs: `Panaderías de muestra ${token}`,
      slug: `sample-bakeries-${token}`,
    });
    await createBusiness(database.db, { categoryId: category.id });
    const feeds = (title: (format: string) => string) => [
      [RSS, title("RSS"), `${ORIGIN}/feeds/category/${category.slug}.xml`],
      [JSON_FEED, title("JSON Feed"), `${ORIGIN}/feeds/category/${category.slug}.json`],
    ];
    return {
      category,
      en: feeds((format) => `New listings in ${category.name} (${format})`),
      es: feeds((format) => `Fichas nuevas en ${category.nameEs} (${format}, en inglés)`),
    };
  }

  it("links one category's feeds from home and /businesses filtered to it, in English and Spanish, and they answer", async () => {
    const { category, en, es } = await sampleCategory();
    expect(await feedsOf(`/?category=${category.slug}`)).toEqual([...en, ...articles.en]);
    expect(await feedsOf(`/es?category=${category.slug}`)).toEqual([...es, ...articles.es]);
    expect(await feedsOf(`/businesses?category=${category.slug}`)).toEqual(en);
    expect(await feedsOf(`/es/businesses?category=${category.slug}&language=es`)).toEqual(es);
    for (const [type, , href] of en) {
      const res = await request(app).get(new URL(href!).pathname).set("Host", HOST).expect(200);
      expect(res.headers["content-type"]).toBe(`${type}; charset=utf-8`);
    }
  });

  it("takes the English name on a Spanish page when the category has no Spanish one", async () => {
    const token = uniqueToken().toLowerCase();
    const category = await createCategory(database.db, { name: `Sample Tailors ${token}`, nameEs: null, slug: `sample-tailors-${token}` });
    expect((await feedsOf(`/es/businesses?category=${category.slug}`)).map(([, title]) => title)).toEqual([
      `Fichas nuevas en ${category.name} (RSS, en inglés)`,
      `Fichas nuevas en ${category.name} (JSON Feed, en inglés)`,
    ]);
  });

  it("links no category feed without exactly one known category", async () => {
    const a = await sampleCategory();
    const b = await sampleCategory();
    expect(await feedsOf("/")).toEqual(articles.en);
    expect(await feedsOf(`/?category=${a.category.slug}&category=${b.category.slug}`)).toEqual(articles.en);
    expect(await feedsOf("/?category=no-such-category")).toEqual(articles.en);
    expect(await feedsOf("/businesses")).toEqual([]);
    expect(await feedsOf(`/es/businesses?category=${a.category.slug}&category=${b.category.slug}`)).toEqual([]);
  });

  it.each(["/archive", "/2013/06", ARTICLE])("links the magazine's feeds from %s, titled in the page's language", async (path) => {
    expect(await feedsOf(path)).toEqual(articles.en);
    expect(await feedsOf(`/es${path}`)).toEqual(articles.es);
  });
});
