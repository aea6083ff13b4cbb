import { and, eq } from "drizzle-orm";
import request from "supertest";
import type { AdminLead } from "@shared/leads";
import { createApp } from "../../app";
import { createBusiness, createCategory, createProfessional } from "../../db/factories";
import { leads } from "../../db/lead-schema";
import { auditLog } from "../../db/schema";
import { engines } from "../../test/database";
import { testPasswordHasher } from "../../test/password-hasher";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";

describe.each(engines)("staff's leads in /admin on %s", (engine) => {
  const now = () => new Date("2026-11-24T16:00:00Z");
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, now, postRateLimit: { limit: 1_000_000 } }),
  );
  const addLead = async (listingKind: "professional" | "business", listingId: number, status: "new" | "spam" = "new") =>
    (
      await database.db
        .insert(leads)
        .values({ kind: "quote", listingKind, listingId, needed: "Fix a leak", name: "Ana", email: "ana@example.com", status })
        .returning({ id: leads.id })
    )[0]!.id;

  it("lists leads by status, category and plan, with the listing's name", async () => {
    const category = await createCategory(database.db);
    const gold = await createProfessional(database.db, { categoryId: category.id, goldUntil: "2027-01-01T00:00:00Z" });
    const basic = await createBusiness(database.db, { categoryId: category.id });
    const goldLead = await addLead("professional", gold.id);
    const basicLead = await addLead("business", basic.id, "spam");
    const { cookie } = await staffSession(app, database.db, "editor");
    const get = async (q: string) => ((await request(app).get(`/api/admin/leads?${q}`).set("Cookie", cookie).expect(200)).body as AdminLead[]).map((l) => l.id);
    expect(await get(`categoryId=${category.id}`)).toEqual([basicLead, goldLead]);
    expect(await get(`categoryId=${category.id}&plan=gold`)).toEqual([goldLead]);
    expect(await get(`categoryId=${category.id}&plan=basic`)).toEqual([basicLead]);
    expect(await get(`categoryId=${category.id}&status=spam`)).toEqual([basicLead]);
    const [one] = (await request(app).get(`/api/admin/leads?categoryId=${category.id}&plan=gold`).set("Cookie", cookie).expect(200)).body as AdminLead[];
    expect(one).toMatchObject({ listingName: gold.name, listingKind: "professional", email: "ana@example.com" });
    for (const bad of ["status=bogus", "plan=platinum", "categoryId=-1", "limit=1000", "cursor=bm9wZQ"])
      await request(app).get(`/api/admin/leads?${bad}`).set("Cookie", cookie).expect(400);
  });

  it("reassigns a lead to another listing and deletes one on request (admins only), audited", async () => {
    const from = await createProfessional(database.db);
    const to = await createBusiness(database.db);
    const id = await addLead("professional", from.id);
    const editor = await staffSession(app, database.db, "editor");
    await request(app).post(`/api/admin/leads/${id}/reassign`).set("Cookie", editor.cookie).send({ listingKind: "business", listingId: to.id }).expect(200);
    const [moved] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(moved).toMatchObject({ listingKind: "business", listingId: to.id });
    await request(app)
      .post(`/api/admin/leads/${id}/reassign`)
      .set("Cookie", editor.cookie)
      .send({ listingKind: "business", listingId: 2_000_000_000 })
      .expect(404);
    await request(app).post(`/api/admin/leads/${id}/reassign`).set("Cookie", editor.cookie).send({ listingKind: "shop", listingId: 1 }).expect(400);
    await request(app).delete(`/api/admin/leads/${id}`).set("Cookie", editor.cookie).send({ reason: "Visitor asked" }).expect(403);
    const admin = await staffSession(app, database.db, "admin");
    await request(app).delete(`/api/admin/leads/${id}`).set("Cookie", admin.cookie).send({}).expect(400);
    await request(app).delete(`/api/admin/leads/${id}`).set("Cookie", admin.cookie).send({ reason: "Visitor asked to be forgotten" }).expect(204);
    await request(app).delete(`/api/admin/leads/${id}`).set("Cookie", admin.cookie).send({ reason: "again" }).expect(404);
    expect(await database.db.select().from(leads).where(eq(leads.id, id))).toHaveLength(0);
    const audits = await database.db
      .select({ action: auditLog.action, before: auditLog.before })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "lead"), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual(["lead.delete", "lead.reassign"]);
    expect(JSON.stringify(audits)).not.toContain("ana@example.com");
  });

  it("refuses visitors (401)", async () => {
    await request(app).get("/api/admin/leads").expect(401);
    await request(app).post("/api/admin/leads/1/reassign").send({ listingKind: "business", listingId: 1 }).expect(401);
  });
});
