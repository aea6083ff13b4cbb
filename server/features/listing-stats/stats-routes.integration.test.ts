import request from "supertest";
import { accountRouter } from "../../account/routes";
import { adminRouter } from "../../admin/routes";
import { createApp } from "../../app";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { eq } from "drizzle-orm";
import { listingStatsDaily, listingStatTerms, professionals } from "../../db/schema";
import { insertLeadTimings } from "../../test/lead-timings";
import { engines } from "../../test/database";
import { listRoutes } from "../../test/list-routes";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";

/** March 20, 2026 at noon in San Antonio: the 30 days run from February 19 to March 20. */
const NOW = new Date("2026-03-20T17:00:00Z");

/**
 * Issue 17 items 5: GET /api/account/listings/:kind/:id/stats and GET /api/admin/…/:id/stats.
 * Both routers are walked by server/account/guards.integration.test.ts and
 * server/admin/guards.integration.test.ts (every route: its guard first, 401 without a session,
 * another owner refused); the first test here makes sure these routes are in those walks.
 */
describe.each(engines)("listing statistics routes on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) => createApp({ db, stripe: null, passwordHasher: testPasswordHasher, now: () => NOW }));

  it("are part of the account and admin routers the guard tests walk, behind their guards", () => {
    const account = listRoutes(accountRouter({ db: database.db, now: () => NOW }));
    expect(account.find((r) => r.pattern === "/listings/:kind/:id/stats")).toMatchObject({ method: "get", account: true });
    const admin = listRoutes(adminRouter({ db: database.db, stripe: null, now: () => NOW }));
    for (const pattern of ["/professionals/:id/stats", "/businesses/:id/stats"])
      expect(admin.find((r) => r.pattern === pattern)).toMatchObject({ role: "editor" });
  });

  it("shows an owner the last 30 days, the category's median per counter and per day, and the terms that showed the listing", async () => {
    const category = await createCategory(database.db, { name: `Sample Dental ${uniqueToken()}` });
    const [mine, peer, quiet] = await Promise.all([1, 2, 3].map(() => createProfessional(database.db, { categoryId: category.id })));
    await database.db.insert(listingStatsDaily).values([
      { listingKind: "professional", listingId: mine!.id, day: "2026-03-20", views: 7, visitors: 5, phoneClicks: 2 },
      { listingKind: "professional", listingId: mine!.id, day: "2026-02-19", views: 3, appearances: 9 },
      { listingKind: "professional", listingId: mine!.id, day: "2026-02-18", views: 100 }, // 31 days ago: out
      { listingKind: "professional", listingId: peer!.id, day: "2026-03-20", views: 1 },
    ]);
    await database.db.insert(listingStatTerms).values([
      { listingKind: "professional", listingId: mine!.id, day: "2026-02-19", term: "dentist", appearances: 6 },
      { listingKind: "professional", listingId: mine!.id, day: "2026-03-01", term: "smile", appearances: 3 },
    ]);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: mine!.id }]);
    const res = await request(app).get(`/api/account/listings/professional/${mine!.id}/stats`).set("Cookie", cookie).expect(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.body).toMatchObject({ from: "2026-02-19", to: "2026-03-20" });
    expect(res.body.days).toHaveLength(30);
    expect(res.body.days.at(-1)).toMatchObject({ day: "2026-03-20", views: 7, visitors: 5, phoneClicks: 2, messages: 0 });
    expect(res.body.totals).toMatchObject({ views: 10, visitors: 5, appearances: 9, phoneClicks: 2 });
    // Three listings in the category: 30-day views 10, 1 and 0 → median 1; on March 20: 7, 1, 0 → 1.
    expect(res.body.category).toMatchObject({ name: category.name, listings: 3 });
    expect(res.body.category.totals).toMatchObject({ views: 1, phoneClicks: 0 });
    expect(res.body.category.dailyViews.at(-1)).toBe(1);
    expect(res.body.category.dailyViews[0]).toBe(0);
    expect(res.body.terms).toEqual([
      { term: "dentist", appearances: 6 },
      { term: "smile", appearances: 3 },
    ]);
    expect(quiet).toBeDefined();
  });

  it("shows an owner their replies to requests beside the median of the category's listings with figures, Gold weighing nothing", async () => {
    const category = await createCategory(database.db, { name: `Sample Plumbing ${uniqueToken()}` });
    const make = (goldUntil?: string) => createProfessional(database.db, { categoryId: category.id, ...(goldUntil && { goldUntil }) });
    const [mine, gold, slow, few, spammed, other] = [await make(), await make("2999-01-01T00:00:00Z"), await make(), await make(), await make(), await make()];
    // Tuesday March 10, 9 AM in San Antonio (CDT since March 8): replies the same business day.
    const tuesday = "2026-03-10T14:00:00Z";
    await insertLeadTimings(database.db, "professional", mine!.id, tuesday, [60, 60, 60, 60, 60]);
    await insertLeadTimings(database.db, "professional", gold!.id, tuesday, [180, 180, 180, 180, null]);
    await insertLeadTimings(database.db, "professional", slow!.id, tuesday, [300, 300, 300, null, null, null]);
    // Below 5 requests in 90 days (spam not counted): no figures, so not in the median.
    await insertLeadTimings(database.db, "professional", few!.id, tuesday, [1, 1, 1, 1]);
    await insertLeadTimings(database.db, "professional", spammed!.id, tuesday, [1, 1, 1, 1, 1], { spam: 1 });
    // Older than 90 days: out.
    await insertLeadTimings(database.db, "professional", other!.id, "2025-12-01T15:00:00Z", [1, 1, 1, 1, 1]);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: mine!.id }]);
    const read = async () => (await request(app).get(`/api/account/listings/professional/${mine!.id}/stats`).set("Cookie", cookie).expect(200)).body;
    const body = await read();
    expect(body.responses.own).toEqual({ medianMinutes: 60, replied: 5, total: 5 });
    // Three listings with figures: reply times 60, 180, 300 → 180; answered 5/5, 4/5, 3/6 → 0.8.
    expect(body.responses.category).toEqual({ name: category.name, listings: 3, medianMinutes: 180, rate: 0.8 });
    // The same when the Gold listing is basic: what happened, never adjusted for Gold.
    await database.db.update(professionals).set({ goldUntil: null }).where(eq(professionals.id, gold!.id));
    expect((await read()).responses).toEqual(body.responses);

    const { cookie: fewCookie } = await ownerSession(app, database.db, [{ kind: "professional", id: few!.id }]);
    const fewBody = (await request(app).get(`/api/account/listings/professional/${few!.id}/stats`).set("Cookie", fewCookie).expect(200)).body;
    expect(fewBody.responses).toEqual({ own: null, category: body.responses.category });
  });

  it("answers a listing without a category or any count with zeros and no median, and refuses others' listings", async () => {
    const biz = await createBusiness(database.db);
    const other = await createBusiness(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id }]);
    const res = await request(app).get(`/api/account/listings/business/${biz.id}/stats`).set("Cookie", cookie).expect(200);
    expect(res.body.category).toBeNull();
    expect(res.body.totals.views).toBe(0);
    expect(res.body.terms).toEqual([]);
    expect(res.body.responses).toEqual({ own: null, category: null });
    await request(app).get(`/api/account/listings/business/${other.id}/stats`).set("Cookie", cookie).expect(404);
    await request(app).get(`/api/account/listings/business/${biz.id}/stats`).expect(401);
  });

  it("gives staff a listing's 30-day totals, and nobody else", async () => {
    const pro = await createProfessional(database.db);
    await database.db.insert(listingStatsDaily).values([
      { listingKind: "professional", listingId: pro.id, day: "2026-03-19", views: 4, websiteClicks: 1, mapClicks: 3 },
      { listingKind: "professional", listingId: pro.id, day: "2026-01-19", views: 50 },
    ]);
    const staff = await staffSession(app, database.db, "editor");
    const res = await request(app).get(`/api/admin/professionals/${pro.id}/stats`).set("Cookie", staff.cookie).expect(200);
    expect(res.body).toMatchObject({ from: "2026-02-19", to: "2026-03-20", totals: { views: 4, websiteClicks: 1, mapClicks: 3 } });
    await request(app).get(`/api/admin/professionals/${pro.id}/stats`).expect(401);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    await request(app).get(`/api/admin/professionals/${pro.id}/stats`).set("Cookie", cookie).expect(401);
    const bad = await request(app).get("/api/admin/businesses/abc/stats").set("Cookie", staff.cookie).expect(400);
    expect(bad.body.message).toMatch(/id/);
  });
});
