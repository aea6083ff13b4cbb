import request from "supertest";
import { GONE } from "@shared/listing";
import type { FirstPage } from "@shared/initial-data";
import * as queryKeys from "@shared/query-keys";
import type { Professional } from "@shared/schema";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { setupAdminApp } from "../../test/admin-test-app";
import { engines } from "../../test/database";
import { readHead, readInitialData, seeded } from "../../test/seo-kit";

const HOST = "directory.test";

describe.each(engines)("published and withdrawn listings on the public side, on %s", (engine) => {
  const { database, app, session } = setupAdminApp(engine);
  const admin = (method: "post" | "patch", path: string) => request(app)[method](`/api/admin${path}`).set("Cookie", session.cookie);
  const page = (path: string) => request(app).get(path).set("Host", HOST);
  const ids = (body: { id: number }[]) => body.map((p) => p.id);
  const sitemap = async () => (await page("/sitemap.xml").expect(200)).text;

  it("a withdrawn professional answers 410 on its API and page, leaves lists, search, a business's team and the sitemap, and comes back when republished", async () => {
    const token = uniqueToken("Gone");
    const cat = await createCategory(database.db);
    const biz = await createBusiness(database.db);
    const pro = await createProfessional(database.db, { name: `Ana ${token}`, categoryId: cat.id, businessId: biz.id });
    const before = await request(app).get(`/api/professionals?category=${cat.slug}`).expect(200);
    expect(ids(before.body)).toEqual([pro.id]);
    expect(await sitemap()).toContain(`/professional/${pro.id}<`);

    await admin("post", `/professionals/${pro.id}/unpublish`).expect(200);
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(410)).body).toEqual({ message: "This listing is no longer available." });
    const gone = await page(`/professional/${pro.id}`).expect(410);
    const head = readHead(gone.text);
    expect(head.title).toMatch(/^Listing No Longer Available/);
    expect(head.meta("robots")).toEqual([expect.stringContaining("noindex")]);
    expect(head.jsonLd).toEqual([]);
    expect(seeded(readInitialData(gone.text), queryKeys.professional(pro.id))?.data).toBe(GONE);
    const list = await request(app).get(`/api/professionals?category=${cat.slug}`).expect(200);
    expect(list.body).toEqual([]);
    expect(list.headers["x-total-count"]).toBe("0");
    expect((await request(app).get("/api/professionals").query({ search: token }).expect(200)).body).toEqual([]);
    expect((await request(app).get(`/api/professionals?businessId=${biz.id}`).expect(200)).body).toEqual([]);
    expect(await sitemap()).not.toContain(`/professional/${pro.id}<`);
    // A record that never existed is still a 404.
    await request(app).get("/api/professionals/2147483647").expect(404);

    await admin("post", `/professionals/${pro.id}/publish`).expect(200);
    await request(app).get(`/api/professionals/${pro.id}`).expect(200);
    await page(`/professional/${pro.id}`).expect(200);
    expect(ids((await request(app).get("/api/professionals").query({ search: token }).expect(200)).body)).toEqual([pro.id]);
    expect(await sitemap()).toContain(`/professional/${pro.id}<`);
  });

  it("a withdrawn business answers 410 on its API and page and leaves the businesses list and the sitemap", async () => {
    const biz = await createBusiness(database.db, { name: `Aaa ${uniqueToken("GoneBiz")}` });
    await admin("post", `/businesses/${biz.id}/unpublish`).expect(200);
    await request(app).get(`/api/businesses/${biz.id}`).expect(410);
    expect(readHead((await page(`/business/${biz.id}`).expect(410)).text).meta("robots")).toEqual([expect.stringContaining("noindex")]);
    expect(ids((await request(app).get("/api/businesses?limit=100").expect(200)).body)).not.toContain(biz.id);
    expect(await sitemap()).not.toContain(`/business/${biz.id}<`);
    await admin("post", `/businesses/${biz.id}/publish`).expect(200);
    await request(app).get(`/api/businesses/${biz.id}`).expect(200);
  });

  it("an edit shows at once, with no restart: the public API, the page's head and JSON-LD, the home grid's first data and the sitemap", async () => {
    const cat = await createCategory(database.db);
    const pro = await createProfessional(database.db, { name: `Ana ${uniqueToken("Fresh")}`, phone: "210-555-0131", categoryId: cat.id });
    // Warm every cache first, so that what follows proves they were invalidated.
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.phone).toBe("210-555-0131");
    await page(`/professional/${pro.id}`).expect(200);
    await page(`/?category=${cat.slug}`).expect(200);
    await sitemap();

    await admin("patch", `/professionals/${pro.id}`)
      .send({ phone: "210-555-0132", name: `${pro.name} Jr.` })
      .expect(200);
    expect((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body.phone).toBe("210-555-0132");
    const head = readHead((await page(`/professional/${pro.id}`).expect(200)).text);
    expect(head.title).toContain(`${pro.name} Jr.`);
    expect(head.jsonLd.find((ld) => ld["@type"] === "Person")).toMatchObject({ telephone: "210-555-0132" });
    const home = readInitialData((await page(`/?category=${cat.slug}`).expect(200)).text);
    const grid = seeded(home, queryKeys.professionals([cat.slug], ""))?.data as FirstPage<Professional>;
    expect(grid.rows.map((p) => [p.id, p.phone])).toEqual([[pro.id, "210-555-0132"]]);

    const created = await admin("post", "/professionals")
      .send({ name: `New ${uniqueToken("Fresh")}`, title: "Sample", categoryId: cat.id })
      .expect(201);
    expect(await sitemap()).toContain(`/professional/${created.body.id}<`);
  });
});
