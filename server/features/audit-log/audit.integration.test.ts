import { eq } from "drizzle-orm";
import request from "supertest";
import { auditEntrySchema, type AuditEntry } from "@shared/admin/audit";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import { createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { auditLog, professionals } from "../../db/schema";
import { setupAdminApp, staffCookie } from "../../test/admin-kit";
import { engines } from "../../test/database";

describe.each(engines)("audit log and revert on %s", (engine) => {
  const { database, app } = setupAdminApp(engine);
  const actor = (email = `${uniqueToken("editor")}@example.test`): AuditActor => ({ actorId: uniqueToken("u"), actorEmail: email, actorIp: "203.0.113.9" });
  /** A listing edit as the listings screens record it: the row changed and an entry with the changed fields before and after. */
  const editPhone = async (id: number, from: string | null, to: string, by = actor()) => {
    await database.db.update(professionals).set({ phone: to }).where(eq(professionals.id, id));
    return recordAudit(database.db, by, {
      action: "professional.update",
      entityType: "professional",
      entityId: id,
      before: { phone: from },
      after: { phone: to },
    });
  };
  const phoneOf = async (id: number) =>
    (await database.db.select({ phone: professionals.phone }).from(professionals).where(eq(professionals.id, id)))[0]!.phone;
  const history = async (cookie: string, type: string, id: number | string) =>
    request(app).get(`/api/admin/audit?entityType=${type}&entityId=${id}`).set("Cookie", cookie);
  const revert = async (cookie: string, id: number, body: object = {}) => request(app).post(`/api/admin/audit/${id}/revert`).set("Cookie", cookie).send(body);

  it("shows a listing's history newest first to an editor, with before and after of each change", async () => {
    const { cookie } = await staffCookie(app, database.db, "editor");
    const pro = await createProfessional(database.db, { phone: "210-555-0101" });
    const first = await editPhone(pro.id, "210-555-0101", "210-555-0102");
    const second = await editPhone(pro.id, "210-555-0102", "210-555-0103");
    const res = await history(cookie, "professional", pro.id);
    expect(res.status).toBe(200);
    const rows = (res.body as AuditEntry[]).map((r) => auditEntrySchema.parse(r));
    expect(rows.map((r) => [r.id, r.before, r.after, r.revertable, r.revertedById])).toEqual([
      [second, { phone: "210-555-0102" }, { phone: "210-555-0103" }, true, null],
      [first, { phone: "210-555-0101" }, { phone: "210-555-0102" }, true, null],
    ]);
    expect(rows[0]!.actorIp).toBe("203.0.113.9");
  });

  it("keeps the global log and other entities' histories for admins", async () => {
    const editor = await staffCookie(app, database.db, "editor");
    const admin = await staffCookie(app, database.db, "admin");
    const pro = await createProfessional(database.db);
    expect((await request(app).get("/api/admin/audit").set("Cookie", editor.cookie)).status).toBe(403);
    expect((await history(editor.cookie, "gold", pro.id)).status).toBe(403);
    expect((await history(editor.cookie, "payment", "pi_x1")).status).toBe(403);
    expect((await request(app).get(`/api/admin/audit?entityType=professional`).set("Cookie", editor.cookie)).status).toBe(403);
    expect((await request(app).get("/api/admin/audit")).status).toBe(401);
    expect((await request(app).get("/api/admin/audit").set("Cookie", admin.cookie)).status).toBe(200);
    expect((await history(admin.cookie, "gold", pro.id)).status).toBe(200);
  });

  it("filters the global log by person (id or part of the email) and by date, and pages newest first", async () => {
    const { cookie } = await staffCookie(app, database.db, "admin");
    const token = uniqueToken("person");
    const [ana, bob] = [actor(`ana.${token}@example.test`), actor(`bob.${token}@example.test`)];
    const pro = await createProfessional(database.db);
    const a1 = await editPhone(pro.id, null, "210-555-0111", ana);
    const b1 = await editPhone(pro.id, "210-555-0111", "210-555-0112", bob);
    const a2 = await editPhone(pro.id, "210-555-0112", "210-555-0113", ana);
    await database.db
      .update(auditLog)
      .set({ createdAt: new Date("2021-06-15T10:00:00Z") })
      .where(eq(auditLog.id, a1));
    const list = async (query: string) => (await request(app).get(`/api/admin/audit?${query}`).set("Cookie", cookie)).body.map((r: AuditEntry) => r.id);

    expect(await list(`actorEmail=ANA.${token}`)).toEqual([a2, a1]);
    expect(await list(`actorId=${bob.actorId}`)).toEqual([b1]);
    expect(await list(`actorEmail=${token}&from=2021-06-01T00:00:00-05:00&to=2021-07-01T00:00:00-05:00`)).toEqual([a1]);
    expect(await list(`actorEmail=${encodeURIComponent("%")}`)).not.toContain(a1);

    const page1 = await request(app).get(`/api/admin/audit?actorEmail=${token}&limit=2`).set("Cookie", cookie);
    expect(page1.body.map((r: AuditEntry) => r.id)).toEqual([a2, b1]);
    const page2 = await request(app).get(`/api/admin/audit?actorEmail=${token}&limit=2&cursor=${page1.headers["x-next-cursor"]}`).set("Cookie", cookie);
    expect(page2.body.map((r: AuditEntry) => r.id)).toEqual([a1]);

    const bad = await request(app).get("/api/admin/audit?from=last+week&entityId=7&limit=1000").set("Cookie", cookie);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors)).toEqual(expect.arrayContaining(["from", "limit", "entityType"]));
  });

  it("reverts a listing edit in one click: the before-value is back on the public API, and the revert is itself audited", async () => {
    const { cookie, staff } = await staffCookie(app, database.db, "editor");
    const pro = await createProfessional(database.db, { phone: "210-555-0121" });
    const edit = await editPhone(pro.id, "210-555-0121", "210-555-0122");
    expect((await request(app).get(`/api/professionals/${pro.id}`)).body.phone).toBe("210-555-0122");

    const res = await revert(cookie, edit, { reason: "Wrong number typed" });
    expect(res.status).toBe(201);
    expect(auditEntrySchema.parse(res.body)).toMatchObject({
      action: "professional.revert",
      entityType: "professional",
      entityId: String(pro.id),
      before: { phone: "210-555-0122" },
      after: { phone: "210-555-0121" },
      revertsId: edit,
      reason: "Wrong number typed",
      actorId: staff.id,
      actorEmail: staff.email,
    });
    expect(await phoneOf(pro.id)).toBe("210-555-0121");
    // The directory cache's version moved with the write: the public answer is the restored one at once.
    expect((await request(app).get(`/api/professionals/${pro.id}`)).body.phone).toBe("210-555-0121");
    const rows = (await history(cookie, "professional", pro.id)).body as AuditEntry[];
    expect(rows.find((r) => r.id === edit)!.revertedById).toBe(res.body.id);
  });

  it("answers 409 naming the fields that changed since, and overwrites them only with force", async () => {
    const { cookie } = await staffCookie(app, database.db, "editor");
    const pro = await createProfessional(database.db, { phone: "210-555-0131" });
    const edit = await editPhone(pro.id, "210-555-0131", "210-555-0132");
    await editPhone(pro.id, "210-555-0132", "210-555-0133");
    const conflict = await revert(cookie, edit);
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ fields: ["phone"] });
    expect(conflict.body.message).toMatch(/changed since/);
    expect(await phoneOf(pro.id)).toBe("210-555-0133");

    expect((await revert(cookie, edit, { force: true })).status).toBe(201);
    expect(await phoneOf(pro.id)).toBe("210-555-0131");
    // Reverted once already: a second click is a conflict too.
    expect((await revert(cookie, edit)).status).toBe(409);
  });

  it("reverts a category rename and a republish, comparing timestamps as instants", async () => {
    const { cookie } = await staffCookie(app, database.db, "editor");
    const cat = await createCategory(database.db);
    const renamed = `Renamed ${uniqueToken("c")}`;
    await database.db.execute(`update categories set name = '${renamed}' where id = ${cat.id}`);
    const rename = await recordAudit(database.db, actor(), {
      action: "category.update",
      entityType: "category",
      entityId: cat.id,
      before: { name: cat.name },
      after: { name: renamed },
    });
    expect((await revert(cookie, rename)).status).toBe(201);
    expect((await request(app).get("/api/categories")).body).toContainEqual({ id: cat.id, name: cat.name, nameEs: null, slug: cat.slug });

    const pro = await createProfessional(database.db);
    await database.db.update(professionals).set({ unpublishedAt: "2031-01-02T03:04:05.000Z" }).where(eq(professionals.id, pro.id));
    // Spelled with another offset than the database answers: still the same instant.
    const unpublish = await recordAudit(database.db, actor(), {
      action: "professional.unpublish",
      entityType: "professional",
      entityId: pro.id,
      before: { unpublishedAt: null },
      after: { unpublishedAt: "2031-01-01T21:04:05-06:00" },
    });
    expect((await revert(cookie, unpublish)).status).toBe(201);
    expect((await request(app).get(`/api/professionals/${pro.id}`)).status).toBe(200);
  });

  it("keeps Gold reverts for admins, and refuses creations, change sets and unknown types", async () => {
    const editor = await staffCookie(app, database.db, "editor");
    const admin = await staffCookie(app, database.db, "admin");
    const pro = await createProfessional(database.db, { goldUntil: "2031-09-01T00:00:00.000Z" });
    const gold = await recordAudit(database.db, actor(), {
      action: "gold.extend",
      entityType: "gold",
      entityId: pro.id,
      before: { goldUntil: "2031-06-01T00:00:00.000Z" },
      after: { goldUntil: "2031-09-01T00:00:00.000Z" },
      reason: "Goodwill",
    });
    expect((await revert(editor.cookie, gold)).status).toBe(403);
    expect((await revert(admin.cookie, gold, { reason: "Goodwill was a mistake" })).status).toBe(201);
    const [row] = await database.db.select({ goldUntil: professionals.goldUntil }).from(professionals).where(eq(professionals.id, pro.id));
    expect(new Date(row!.goldUntil!).toISOString()).toBe("2031-06-01T00:00:00.000Z");

    const created = await recordAudit(database.db, actor(), {
      action: "professional.create",
      entityType: "professional",
      entityId: pro.id,
      before: null,
      after: { name: "x" },
    });
    const imported = await recordAudit(database.db, actor(), {
      action: "import.apply",
      entityType: "professional",
      entityId: pro.id,
      before: { phone: null },
      after: { phone: "210-555-0141" },
      changeSetId: "cs-test-1",
    });
    const payment = await recordAudit(database.db, actor(), {
      action: "payment.refund",
      entityType: "payment",
      entityId: "pi_x",
      before: { a: 1 },
      after: { a: 2 },
    });
    const foreignField = await recordAudit(database.db, actor(), {
      action: "professional.update",
      entityType: "professional",
      entityId: pro.id,
      before: { goldUntil: null },
      after: { goldUntil: "2031-01-01T00:00:00Z" },
    });
    for (const id of [created, imported, payment, foreignField]) {
      const res = await revert(admin.cookie, id);
      expect(res.status, String(id)).toBe(409);
    }
    expect((await revert(admin.cookie, imported)).body.message).toMatch(/cs-test-1/);
    expect((await revert(admin.cookie, 2_147_483_647)).status).toBe(404);
    expect((await revert(admin.cookie, gold, { force: "yes" })).status).toBe(400);
  });

  it("answers 409, not 500, when the earlier value now clashes with another row", async () => {
    const { cookie } = await staffCookie(app, database.db, "editor");
    const [a, b] = [await createCategory(database.db), await createCategory(database.db)];
    const oldSlug = a.slug;
    await database.db.execute(`update categories set slug = '${oldSlug}-new' where id = ${a.id}`);
    const entry = await recordAudit(database.db, actor(), {
      action: "category.update",
      entityType: "category",
      entityId: a.id,
      before: { slug: oldSlug },
      after: { slug: `${oldSlug}-new` },
    });
    await database.db.execute(`update categories set slug = '${oldSlug}' where id = ${b.id}`);
    const res = await revert(cookie, entry);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/another record/);
  });
});
