import { and, eq } from "drizzle-orm";
import request from "supertest";
import { createApp } from "../../app";
import { createProfessional } from "../../db/factories";
import { auditLog, users } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { setupTestApp } from "../../test/test-app";
import { testPasswordHasher } from "../../test/password-hasher";

describe.each(engines)("an owner's language (issue 29) on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 } }),
  );

  it("answers 401 without a session, in Spanish for a Spanish page", async () => {
    await request(app).get("/api/account/locale").expect(401);
    const res = await request(app).put("/api/account/locale").set("Accept-Language", "es").send({ locale: "es" }).expect(401);
    expect(res.body.message).toBe("Entre a su cuenta para continuar.");
  });

  it("is English until picked; PUT sets it, audited, and GET reads it back", async () => {
    const pro = await createProfessional(database.db);
    const { cookie, user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    expect((await request(app).get("/api/account/locale").set("Cookie", cookie).expect(200)).body).toEqual({ locale: "en", chosen: false });

    expect((await request(app).put("/api/account/locale").set("Cookie", cookie).send({ locale: "es" }).expect(200)).body).toEqual({
      locale: "es",
      chosen: true,
    });
    expect((await request(app).get("/api/account/locale").set("Cookie", cookie).expect(200)).body).toEqual({ locale: "es", chosen: true });
    const [row] = await database.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBe("es");
    const audits = await database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, user.id)));
    expect(audits).toEqual([{ action: "user.locale_update", before: { locale: null }, after: { locale: "es" }, actorId: user.id }]);
  });

  it("refuses another language or an unknown field with a 400 naming the field, in the page's language", async () => {
    const pro = await createProfessional(database.db);
    const { cookie, user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const en = await request(app).put("/api/account/locale").set("Cookie", cookie).send({ locale: "fr" }).expect(400);
    expect(en.body.fieldErrors).toEqual({ locale: ["locale must be en or es"] });
    expect(en.body.message).toBe("locale must be en or es");
    const es = await request(app).put("/api/account/locale").set("Cookie", cookie).set("Accept-Language", "es-MX,es;q=0.9").send({ locale: "fr" }).expect(400);
    expect(es.body.fieldErrors).toEqual({ locale: ["Idioma: elija uno de estos valores: en, es."] });
    const extra = await request(app)
      .put("/api/account/locale")
      .set("Cookie", cookie)
      .set("Accept-Language", "es")
      .send({ locale: "es", theme: "dark" })
      .expect(400);
    expect(extra.body.message).toBe("Theme: este dato no se permite aquí.");
    const [row] = await database.db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
    expect(row?.locale).toBeNull();
  });
});
