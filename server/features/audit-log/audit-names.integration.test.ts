import request from "supertest";
import { auditEntrySchema, type AuditEntry } from "@shared/admin/audit";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { setupAdminApp, staffCookie } from "../../test/admin-kit";
import { engines } from "../../test/database";
import { staffSession } from "../../test/staff-session";

/** Issue 28 item 5: the log names the people and the things, not their ids. */
describe.each(engines)("audit log names on %s", (engine) => {
  const { database, app } = setupAdminApp(engine);

  it("gives each entry its actor's name and the entity's current name (listing, category, staff member, Gold's professional)", async () => {
    const admin = await staffCookie(app, database.db, "admin");
    const actor = await staffSession(app, database.db, "editor", { name: "Lee Chan" });
    const pro = await createProfessional(database.db, { name: `Rosa Garza ${uniqueToken()}` });
    const biz = await createBusiness(database.db, { name: `Alamo Bakery ${uniqueToken()}` });
    const cat = await createCategory(database.db);
    const at = (path: string, body: object) => request(app).patch(path).set("Cookie", actor.cookie).send(body);
    expect((await at(`/api/admin/professionals/${pro.id}`, { title: "Broker" })).status).toBe(200);
    expect((await at(`/api/admin/businesses/${biz.id}`, { phone: "210-555-0177" })).status).toBe(200);
    const renamed = `Renamed ${uniqueToken()}`;
    expect((await at(`/api/admin/categories/${cat.id}`, { name: renamed })).status).toBe(200);
    const invited = await staffSession(app, database.db, "editor", { name: "Ana Reyes" });
    expect((await request(app).patch(`/api/admin/staff/${invited.staff.id}`).set("Cookie", admin.cookie).send({ role: "admin" })).status).toBe(200);

    const gold = await request(app)
      .post(`/api/admin/professionals/${pro.id}/gold`)
      .set("Cookie", admin.cookie)
      .send({ action: "grant", months: 1, reason: "Goodwill for the outage" });
    expect(gold.status).toBe(200);

    const log = await request(app).get(`/api/admin/audit?limit=100`).set("Cookie", admin.cookie);
    expect(log.status).toBe(200);
    const entries = (log.body as AuditEntry[]).map((e) => auditEntrySchema.parse(e));
    const of = (type: string, id: string | number) => entries.find((e) => e.entityType === type && e.entityId === String(id));
    expect(of("professional", pro.id)).toMatchObject({ actorName: "Lee Chan", entityName: pro.name });
    expect(of("business", biz.id)).toMatchObject({ actorName: "Lee Chan", entityName: biz.name });
    expect(of("category", cat.id)).toMatchObject({ actorName: "Lee Chan", entityName: renamed });
    expect(of("gold", pro.id)).toMatchObject({ actorName: admin.staff.name, entityName: pro.name });
    expect(of("user", invited.staff.id)).toMatchObject({ actorName: admin.staff.name, entityName: "Ana Reyes" });
  });
});
