import request from "supertest";
import { eq } from "drizzle-orm";
import * as queryKeys from "@shared/query-keys";
import type { ListingCard, MagazineFeature } from "@shared/magazine-links";
import { sampleExternalId } from "../../db/load-sample-data";
import { businesses, professionals } from "../../db/schema";
import { seedSampleData } from "../../db/seed";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { readHead, readInitialData, seeded, seoTestApp } from "../../test/seo-kit";
import { setupTestApp, setupTestDatabase } from "../../test/test-app";

const HOST = "directory.test";
const ORIGIN = `http://${HOST}`;
const STORY = "/articles/zamarripa-community-banker";
const REFS = ["professional:graciela-zamarripa", "business:tres-puentes-community-bank"];

// The sample directory seeded into a database of this file's own: the content names its listings by their sample keys.
describe.each(engines)("the magazine and the directory point at each other on %s", (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);
  const { app } = setupTestApp(engine, () => seoTestApp(database.db));
  const page = (path: string) => request(app).get(path).set("Host", HOST);
  const idOf = async (table: typeof professionals | typeof businesses, key: string) =>
    (
      await database.db
        .select({ id: table.id })
        .from(table)
        .where(eq(table.externalId, sampleExternalId(key)))
    )[0]!.id;
  let personId = 0;
  let bankId = 0;
  beforeAll(async () => {
    await seedSampleData(database.db);
    personId = await idOf(professionals, "graciela-zamarripa");
    bankId = await idOf(businesses, "tres-puentes-community-bank");
  });

  it("an article's page embeds its 'In this story' cards and points its JSON-LD about at the listings' @ids", async () => {
    const res = await page(STORY).expect(200);
    const cards = seeded(readInitialData(res.text), queryKeys.listingCards(REFS))?.data as ListingCard[];
    expect(cards).toEqual([
      {
        type: "professional",
        key: "graciela-zamarripa",
        id: personId,
        name: "Graciela Zamarripa",
        title: "President",
        company: "Tres Puentes Community Bank",
        phone: "210-555-0161",
      },
      {
        type: "business",
        key: "tres-puentes-community-bank",
        id: bankId,
        name: "Tres Puentes Community Bank",
        title: "Banking",
        company: null,
        phone: "210-555-0113",
      },
    ]);
    const [article] = readHead(res.text).jsonLd;
    expect(article).toMatchObject({ "@type": "NewsArticle", "@id": `${ORIGIN}${STORY}#article` });
    expect(article!.about).toEqual([
      { "@id": `${ORIGIN}/professional/${personId}#person`, name: "Graciela Zamarripa" },
      { "@id": `${ORIGIN}/business/${bankId}#organization`, name: "Tres Puentes Community Bank" },
    ]);
  });

  it("the API answers the same cards for a page reached without a load", async () => {
    const res = await request(app)
      .get(`/api/listing-cards?refs=${REFS.join(",")}`)
      .expect(200);
    expect((res.body as ListingCard[]).map((c) => c.id)).toEqual([personId, bankId]);
  });

  it("a listing's page embeds 'Featured in the magazine', with subjectOf pointing at the article, and its @id matching the article's about", async () => {
    const res = await page(`/professional/${personId}`).expect(200);
    const features = seeded(readInitialData(res.text), queryKeys.listingFeatures("professional", personId))?.data as MagazineFeature[];
    expect(features).toEqual([
      { slug: "zamarripa-community-banker", title: "Banking on Neighbors", issue: expect.any(String), issuePath: expect.stringMatching(/^\/\d{4}\/\d{2}$/) },
    ]);
    const person = readHead(res.text).jsonLd.find((ld) => ld["@type"] === "Person")!;
    expect(person["@id"]).toBe(`${ORIGIN}/professional/${personId}#person`);
    expect(person.subjectOf).toEqual([
      { "@type": "NewsArticle", "@id": `${ORIGIN}${STORY}#article`, headline: "Banking on Neighbors", url: `${ORIGIN}${STORY}` },
    ]);

    const biz = await page(`/business/${bankId}`).expect(200);
    expect(seeded(readInitialData(biz.text), queryKeys.listingFeatures("business", bankId))?.data).toEqual(features);
    expect(readHead(biz.text).jsonLd[0]).toMatchObject({
      "@id": `${ORIGIN}/business/${bankId}#organization`,
      subjectOf: [expect.objectContaining({ headline: "Banking on Neighbors" })],
    });
  });

  it("a listing no article features has an empty list and no subjectOf", async () => {
    const other = await idOf(professionals, "adriana-garza");
    const res = await page(`/professional/${other}`).expect(200);
    expect(seeded(readInitialData(res.text), queryKeys.listingFeatures("professional", other))?.data).toEqual([]);
    expect(readHead(res.text).jsonLd[0]).not.toHaveProperty("subjectOf");
    await request(app).get(`/api/professionals/${other}/features`).expect(200, []);
  });

  it("an unpublished listing disappears from its articles, and comes back when republished", async () => {
    const withdraw = (at: string | null) => database.db.update(professionals).set({ unpublishedAt: at }).where(eq(professionals.id, personId));
    await withdraw(new Date().toISOString());
    try {
      const res = await page(STORY).expect(200);
      const cards = seeded(readInitialData(res.text), queryKeys.listingCards(REFS))?.data as ListingCard[];
      expect(cards.map((c) => c.name)).toEqual(["Tres Puentes Community Bank"]);
      expect(readHead(res.text).jsonLd[0]!.about).toEqual([expect.objectContaining({ name: "Tres Puentes Community Bank" })]);
      expect(
        (
          await request(app)
            .get(`/api/listing-cards?refs=${REFS.join(",")}`)
            .expect(200)
        ).body,
      ).toHaveLength(1);
      await request(app).get(`/api/professionals/${personId}/features`).expect(404);
    } finally {
      await withdraw(null);
    }
    const back = await page(STORY).expect(200);
    expect(seeded(readInitialData(back.text), queryKeys.listingCards(REFS))?.data).toHaveLength(2);
  });

  it("an article without features embeds no data", async () => {
    expect(readInitialData((await page("/articles/daytripper-swimmin-grinnin").expect(200)).text)).toBeNull();
  });

  it.each([
    ["no refs", "/api/listing-cards", "refs"],
    ["a ref that is not one", "/api/listing-cards?refs=person:x", "refs"],
    ["too many refs", `/api/listing-cards?refs=${Array.from({ length: 13 }, (_, i) => `business:b${i}`).join(",")}`, "refs"],
    ["a bad listing id", "/api/professionals/abc/features", "id"],
  ])("answers 400 naming the field for %s", async (_name, path, field) => {
    const res = await request(app).get(path).expect(400);
    expect(res.body.fieldErrors).toHaveProperty(field);
  });
});
