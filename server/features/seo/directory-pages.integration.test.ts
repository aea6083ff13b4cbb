import { eq } from "drizzle-orm";
import request from "supertest";
import { headTags } from "@shared/head-tags";
import { headContext } from "@shared/i18n/heads-messages";
import type { FirstPage } from "@shared/initial-data";
import * as queryKeys from "@shared/query-keys";
import { businessSchema, professionalSchema, type Business, type Professional } from "@shared/schema";
import { businessSeo, professionalSeo } from "@shared/listing-seo";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { createProfessionalSearch } from "../directory/professional-search";
import { readHead, readInitialData, seeded, seoTestApp } from "../../test/seo-kit";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestApp } from "../../test/test-app";

const HOST = "directory.test";
const ORIGIN = `http://${HOST}`;
const EN = headContext(ORIGIN, "en");

describe.each(engines)("server-rendered directory pages on %s", (engine) => {
  const { database, app } = setupTestApp(engine, seoTestApp, openPrivateDatabase);
  const page = (path: string) => request(app).get(path).set("Host", HOST);

  it("home: own title, description, canonical, Open Graph, Twitter and JSON-LD, and its first data", async () => {
    const res = await page("/").expect(200).expect("Content-Type", /html/).expect("Cache-Control", "no-cache");
    const head = readHead(res.text);
    expect(head.titles).toEqual(["San Antonio Business Directory | Professionals & Businesses in South Texas"]);
    expect(head.meta("description")).toEqual([expect.stringContaining("Find trusted San Antonio professionals")]);
    expect(head.canonical).toEqual([`${ORIGIN}/`]);
    expect(head.meta("og:title")).toEqual([head.title]);
    expect(head.meta("og:url")).toEqual([`${ORIGIN}/`]);
    expect(head.meta("twitter:card")).toEqual(["summary"]);
    expect(head.meta("twitter:title")).toEqual([head.title]);
    expect(head.jsonLd.map((ld) => ld["@type"])).toEqual(["Organization", "WebSite", "WebPage"]);
    expect(res.text).not.toContain("Template title");

    const data = readInitialData(res.text);
    const categories = await request(app).get("/api/categories");
    expect(seeded(data, queryKeys.categories())?.data).toEqual(categories.body);
    const pros = await request(app).get("/api/professionals");
    const first = seeded(data, queryKeys.professionals([], ""));
    expect(first?.infinite).toBe(true);
    expect((first?.data as FirstPage<Professional>).rows.map((p) => p.id)).toEqual(pros.body.map((p: Professional) => p.id));
    expect((first?.data as FirstPage<Professional>).total).toBe(Number(pros.headers["x-total-count"]));
    const biz = await request(app).get("/api/businesses");
    expect((seeded(data, queryKeys.businesses())?.data as FirstPage<Business>).rows).toEqual(biz.body);
  });

  it("home: seeds the professionals of the URL's category and search under the grid's key", async () => {
    const token = uniqueToken("Seed");
    const cat = await createCategory(database.db);
    const match = await createProfessional(database.db, { name: `Ana ${token}`, categoryId: cat.id });
    await createProfessional(database.db, { name: `Bo ${token}` }); // right words, other category
    const res = await page(`/?category=${cat.slug}&category=no-such-slug&search=${encodeURIComponent(`  ${token} `)}`).expect(200);
    // The grid's key has the address's slugs as they are; the unknown one matches nothing, as in the API.
    const entry = seeded(readInitialData(res.text), queryKeys.professionals([cat.slug, "no-such-slug"], token));
    expect(entry?.key).toEqual(["/api/professionals", { categories: [cat.slug, "no-such-slug"], search: token }]);
    // The detail answer's own fields (freshness, claimed, appointments and response figures) are not in list rows.
    const {
      freshness: _freshness,
      claimed: _claimed,
      acceptsAppointments: _appointments,
      responseFigures: _figures,
      ...row
    } = professionalSchema.parse((await request(app).get(`/api/professionals/${match.id}`)).body);
    // Without the search's counts (issue 26 item 1: the grid asks them once hydrated), which the counts route answers.
    expect(entry?.data).toEqual({ rows: [row], total: 1, countsSeparate: true });
    const counts = await request(app).get(`/api/professionals/counts?category=${cat.slug}&category=no-such-slug&search=${token}&counts=separate`).expect(200);
    // The one in no category is kept here: key 0.
    expect(counts.body).toEqual({ total: 1, categoryCounts: { [cat.id]: 1, 0: 1 }, languageCounts: { en: 1 } });
  });

  it("home: a misspelt ?search= seeds the corrected term's page, which says what it searched for", async () => {
    const word = `Quillivant${uniqueToken("q").replace(/\d/g, "")}`;
    await createProfessional(database.db, { name: `Ana ${word}` });
    const typo = `${word.slice(0, 5)}${word.slice(6)}`.toLowerCase(); // "quilivant…": a letter left out
    const res = await page(`/?search=${typo}`).expect(200);
    const data = seeded(readInitialData(res.text), queryKeys.professionals([], typo))?.data as FirstPage<Professional>;
    // The shared test database keeps other runs' words: the page says what the API says, whichever word that is.
    expect(data.searchedFor).toMatch(/^quillivant/);
    const api = await request(app).get(`/api/professionals?search=${typo}`).expect(200);
    expect(decodeURIComponent(api.headers["x-searched-for"] ?? "")).toBe(data.searchedFor);
    expect(data.rows.map((p) => p.id)).toEqual(api.body.map((p: Professional) => p.id));
  });

  it("/businesses: seeds the first page of the URL's category and search under its grid's key, with the counts, as the API answers it", async () => {
    const token = uniqueToken("Firm");
    const cat = await createCategory(database.db);
    const firm = await createBusiness(database.db, { name: `Ana ${token}`, categoryId: cat.id });
    await createBusiness(database.db, { name: `Bo ${token}` });
    const res = await page(`/businesses?category=${cat.slug}&search=${token}`).expect(200);
    const data = readInitialData(res.text);
    const entry = seeded(data, queryKeys.businesses([cat.slug], token));
    expect(entry?.infinite).toBe(true);
    const api = await request(app).get(`/api/businesses?category=${cat.slug}&search=${token}`).expect(200);
    expect(entry?.data).toEqual({ rows: api.body, total: 1, categoryCounts: { [cat.id]: 1, 0: 1 }, languageCounts: { en: 1 } });
    expect((entry?.data as FirstPage<Business>).rows.map((b) => b.id)).toEqual([firm.id]);
    expect(seeded(data, queryKeys.categories())).toBeDefined();
  });

  it("home: a ?search= page is charged to the API's search budget; past it the page renders and leaves the grid to the API's 429", async () => {
    const search = createProfessionalSearch(database.db, { rateLimit: { keyPrefix: `page-search-${uniqueToken("k")}`, limit: 1, windowMs: 60_000 } });
    const limited = seoTestApp(database.db, { search });
    const [one, two] = [uniqueToken("Budget"), uniqueToken("Budget")];
    await createProfessional(database.db, { name: `Ana ${one}` });
    await createProfessional(database.db, { name: `Bo ${two}` });
    const first = await request(limited).get(`/?search=${one}`).expect(200);
    expect((seeded(readInitialData(first.text), queryKeys.professionals([], one))?.data as FirstPage<Professional>).total).toBe(1);
    const second = await request(limited).get(`/?search=${two}`).expect(200);
    expect(second.headers["retry-after"]).toBeUndefined();
    expect(seeded(readInitialData(second.text), queryKeys.professionals([], two))).toBeUndefined();
    expect(seeded(readInitialData(second.text), queryKeys.categories())).toBeDefined();
    await request(limited).get(`/api/professionals?search=${two}`).expect(429);
  });

  it("a professional: head from the record, built by the client's own builder, and the record and its business seeded", async () => {
    const biz = await createBusiness(database.db);
    const pro = await createProfessional(database.db, { title: "Tax Attorney", company: "Sample Law", businessId: biz.id, bio: "First paragraph.\n\nSecond." });
    const res = await page(`/professional/${pro.id}`).expect(200);
    const head = readHead(res.text);
    expect(head.title).toBe(`${pro.name}, Tax Attorney | San Antonio Business Directory`);
    expect(head.meta("description")).toEqual([`${pro.name}, Tax Attorney at Sample Law in San Antonio, Texas. First paragraph.`]);
    expect(head.canonical).toEqual([`${ORIGIN}/professional/${pro.id}`]);
    expect(head.meta("og:type")).toEqual(["profile"]);
    expect(head.meta("og:image")).toEqual([`${ORIGIN}/images/placeholder-person.svg`]);
    expect(head.jsonLd.map((ld) => ld["@type"])).toEqual(["Person", "BreadcrumbList", "WebPage"]);
    expect(head.jsonLd[0]).toMatchObject({ name: pro.name, jobTitle: "Tax Attorney", url: `${ORIGIN}/professional/${pro.id}` });

    const record = professionalSchema.parse((await request(app).get(`/api/professionals/${pro.id}`)).body);
    const tags = headTags(professionalSeo(EN, record), EN);
    expect(head.jsonLd).toEqual(tags.flatMap((t) => (t.tag === "script" ? [JSON.parse(t.json)] : [])));
    const data = readInitialData(res.text);
    expect(seeded(data, queryKeys.professional(pro.id))?.data).toEqual(record);
    expect(seeded(data, queryKeys.business(biz.id))?.data).toEqual(businessSchema.parse((await request(app).get(`/api/businesses/${biz.id}`)).body));
  });

  it("a business: head and JSON-LD type from its category, the record and its professionals seeded", async () => {
    const legal = await createCategory(database.db, { name: `Legal Services ${uniqueToken()}` });
    const biz = await createBusiness(database.db, { categoryId: legal.id, description: "A sample firm downtown." });
    const member = await createProfessional(database.db, { businessId: biz.id });
    const res = await page(`/business/${biz.id}`).expect(200);
    const head = readHead(res.text);
    expect(head.title).toBe(`${biz.name} | San Antonio Business Directory`);
    expect(head.meta("description")).toEqual(["A sample firm downtown."]);
    expect(head.canonical).toEqual([`${ORIGIN}/business/${biz.id}`]);
    expect(head.jsonLd.map((ld) => ld["@type"])).toEqual(["Attorney", "BreadcrumbList", "WebPage"]);
    const record = businessSchema.parse((await request(app).get(`/api/businesses/${biz.id}`)).body);
    expect(head.meta("og:title")).toEqual([businessSeo(EN, record).title]);
    const data = readInitialData(res.text);
    expect(seeded(data, queryKeys.business(biz.id))?.data).toEqual(record);
    expect((seeded(data, queryKeys.businessProfessionals(biz.id))?.data as Professional[]).map((p) => p.id)).toEqual([member.id]);
  });

  it("/businesses: its head, breadcrumb JSON-LD and the first page of businesses", async () => {
    const res = await page("/businesses").expect(200);
    const head = readHead(res.text);
    expect(head.title).toBe("San Antonio Businesses | San Antonio Business Directory");
    expect(head.canonical).toEqual([`${ORIGIN}/businesses`]);
    expect(head.jsonLd[0]).toMatchObject({ "@type": "BreadcrumbList" });
    const api = await request(app).get("/api/businesses");
    expect(seeded(readInitialData(res.text), queryKeys.businesses())?.data).toMatchObject({ total: Number(api.headers["x-total-count"]) });
  });

  it.each([
    ["/professional/2000000000", 404, "Professional Not Found"],
    ["/business/2000000000", 404, "Business Not Found"],
    ["/professional/abc", 404, "Invalid Professional ID"],
    ["/business/12x", 404, "Invalid Business ID"],
    // Numbers no listing can have are not found, not invalid (issue 18).
    ["/professional/0", 404, "Professional Not Found"],
    ["/professional/-1", 404, "Professional Not Found"],
    ["/business/99999999999", 404, "Business Not Found"],
  ])("%s answers %i with the '%s' screen, unindexed", async (path, status, title) => {
    const res = await page(path).expect(status).expect("Cache-Control", "no-cache");
    const head = readHead(res.text);
    expect(head.title).toBe(`${title} | San Antonio Business Directory`);
    expect(head.meta("robots")).toEqual(["noindex"]);
    expect(head.canonical).toEqual([]);
    expect(res.text).toContain('<div id="root"></div>');
  });

  it("seeds a missing record as null, the client's not-found state", async () => {
    const res = await page("/professional/2000000001").expect(404);
    expect(seeded(readInitialData(res.text), queryKeys.professional(2000000001))).toEqual({ key: ["/api/professionals/2000000001"], data: null });
  });

  it("escapes JSON-LD and the first data so a name cannot close the script tag", async () => {
    const name = `Evil </script><script>alert("x")</script> <!-- ${uniqueToken()}`;
    const pro = await createProfessional(database.db, { name, title: "Hacker & Co <b>" });
    const res = await page(`/professional/${pro.id}`).expect(200);
    expect(res.text).not.toContain("<script>alert");
    expect(res.text).not.toContain("<!-- ");
    const head = readHead(res.text);
    expect(head.title).toBe(`${name}, Hacker & Co <b> | San Antonio Business Directory`);
    expect(head.jsonLd[0]).toMatchObject({ "@type": "Person", name });
    expect((seeded(readInitialData(res.text), queryKeys.professional(pro.id))?.data as Professional).name).toBe(name);
  });

  it("serves pages from the directory cache, yet shows a change made after the page was cached", async () => {
    const pro = await createProfessional(database.db, { name: `Before ${uniqueToken()}` });
    const before = await page(`/professional/${pro.id}`).expect(200);
    expect(readHead(before.text).title).toMatch(/^Before /);
    const home = (await page("/").expect(200)).text;
    const total = (seeded(readInitialData(home), queryKeys.professionals([], ""))?.data as FirstPage<Professional>).total;

    const renamed = `After ${uniqueToken()}`;
    await database.db.update(professionals).set({ name: renamed }).where(eq(professionals.id, pro.id));
    await createProfessional(database.db);
    expect(readHead((await page(`/professional/${pro.id}`).expect(200)).text).title).toMatch(new RegExp(`^${renamed},`));
    const after = readInitialData((await page("/").expect(200)).text);
    expect((seeded(after, queryKeys.professionals([], ""))?.data as FirstPage<Professional>).total).toBeGreaterThan(total);
  });

  it("uses PUBLIC_ORIGIN for canonical URLs when it is set", async () => {
    const fixed = seoTestApp(database.db, { publicOrigin: "https://www.example.com/" });
    const head = readHead((await request(fixed).get("/businesses").set("Host", "evil.test").expect(200)).text);
    expect(head.canonical).toEqual(["https://www.example.com/businesses"]);
  });
});
