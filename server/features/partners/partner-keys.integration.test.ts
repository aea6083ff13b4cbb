import { and, eq, sql } from "drizzle-orm";
import request from "supertest";
import { partnerListingSchema, type CreatedPartnerKey, type PartnerKey } from "@shared/partners";
import { adminRouter } from "../../admin/routes";
import { createApp } from "../../app";
import { createBusiness, createCategory, createProfessional, uniqueToken } from "../../db/factories";
import { partnerKeys } from "../../db/partner-schema";
import { auditLog, businesses, professionals } from "../../db/schema";
import { engines } from "../../test/database";
import { listRoutes } from "../../test/list-routes";
import { testPasswordHasher } from "../../test/password-hasher";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";
import { hashToken } from "./keys";

/**
 * Issue 32, partners: keys staff create in /admin (shown once, stored hashed, revocable, audited),
 * what a key unlocks (changed listings by cursor, the NDJSON export), its own limit, and that it
 * never writes.
 */
describe.each(engines)("partner keys on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ db, stripe: null, passwordHasher: testPasswordHasher, postRateLimit: { limit: 1_000_000 } }),
  );

  async function createKey(scopes: string[] = ["listings:read", "listings:export"]) {
    const { cookie, staff } = await staffSession(app, database.db, "admin");
    const res = await request(app)
      .post("/api/admin/partner-keys")
      .set("Cookie", cookie)
      .send({ name: `Sample Chamber ${uniqueToken()}`, contact: "partners@example.com", scopes })
      .expect(201);
    return { cookie, staff, created: res.body as CreatedPartnerKey };
  }

  it("mounts its admin routes in the router the guard test walks, admins only", () => {
    const routes = listRoutes(adminRouter({ db: database.db, stripe: null, now: () => new Date() }));
    for (const [method, pattern] of [
      ["get", "/partner-keys"],
      ["post", "/partner-keys"],
      ["post", "/partner-keys/:id/revoke"],
    ])
      expect(routes.find((r) => r.method === method && r.pattern === pattern)).toMatchObject({ role: "admin" });
  });

  it("refuses an editor and validates the body naming the field", async () => {
    const { cookie } = await staffSession(app, database.db, "editor");
    await request(app).get("/api/admin/partner-keys").set("Cookie", cookie).expect(403);
    const admin = await staffSession(app, database.db, "admin");
    const bad = await request(app)
      .post("/api/admin/partner-keys")
      .set("Cookie", admin.cookie)
      .send({ name: "X", contact: "x@example.com", scopes: ["listings:write"] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).join()).toMatch(/^scopes/);
  });

  it("shows the secret once, stores only its hash, lists the key without it, and audits the creation", async () => {
    const { cookie, staff, created } = await createKey();
    expect(created.secret).toMatch(/^sabd_pk_[A-Za-z0-9_-]{43}$/);
    expect(created.key.keyPrefix).toBe(created.secret.slice(0, created.key.keyPrefix.length));
    const [row] = await database.db.select().from(partnerKeys).where(eq(partnerKeys.id, created.key.id));
    expect(row!.keyHash).toBe(hashToken(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await request(app).get("/api/admin/partner-keys").set("Cookie", cookie).expect(200);
    expect(list.headers["cache-control"]).toBe("private, no-store");
    const listed = (list.body as PartnerKey[]).find((k) => k.id === created.key.id)!;
    expect(listed).toMatchObject({ name: created.key.name, scopes: ["listings:read", "listings:export"], revokedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect(JSON.stringify(list.body)).not.toContain(row!.keyHash);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "partner_key"), eq(auditLog.entityId, String(created.key.id))));
    expect(entry).toMatchObject({ action: "partner_key.create", actorId: staff.id, before: null });
    expect(JSON.stringify(entry!.after)).not.toContain(created.secret);
    expect(JSON.stringify(entry!.after)).not.toContain(row!.keyHash);
  });

  it("counts a key's requests per day and its last use, and refuses a revoked key (revoking is audited, once)", async () => {
    const { cookie, staff, created } = await createKey();
    await request(app).get("/api/categories").set("Authorization", `Bearer ${created.secret}`).expect(200);
    await request(app).get("/api/categories").set("X-Api-Key", created.secret).expect(200);
    const listed = ((await request(app).get("/api/admin/partner-keys").set("Cookie", cookie)).body as PartnerKey[]).find((k) => k.id === created.key.id)!;
    expect(listed.requestsToday).toBe(2);
    expect(listed.usage.at(-1)!.requests).toBe(2);
    expect(listed.lastUsedAt).not.toBeNull();

    const revoked = await request(app).post(`/api/admin/partner-keys/${created.key.id}/revoke`).set("Cookie", cookie).send({}).expect(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    await request(app).post(`/api/admin/partner-keys/${created.key.id}/revoke`).set("Cookie", cookie).send({}).expect(409);
    await request(app).post(`/api/admin/partner-keys/2147483647/revoke`).set("Cookie", cookie).send({}).expect(404);
    const refused = await request(app).get("/api/categories").set("X-Api-Key", created.secret).expect(401);
    expect(refused.headers["www-authenticate"]).toMatch(/^Bearer/);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "partner_key.revoke"), eq(auditLog.entityId, String(created.key.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: staff.id, before: { revokedAt: null } });
  });

  it("refuses an unknown key, and needs no key for public reads", async () => {
    await request(app)
      .get("/api/categories")
      .set("X-Api-Key", `sabd_pk_${"x".repeat(43)}`)
      .expect(401);
    await request(app).get("/api/categories").set("Authorization", "Bearer").expect(401);
    await request(app).get("/api/categories").expect(200);
    await request(app).get("/api/partner/listings").expect(401);
  });

  it("never writes with a key: every method but GET and HEAD is refused 403, nothing stored", async () => {
    const { created } = await createKey();
    // A name no other file uses: other files create keys on the shared database at the same time,
    // so a count of every key could grow meanwhile.
    const name = uniqueToken("never-created");
    const named = () =>
      database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(partnerKeys)
        .where(eq(partnerKeys.name, name));
    for (const method of ["post", "put", "patch", "delete"] as const) {
      const agent = request(app);
      const res = await agent[method]("/api/admin/partner-keys")
        .set("X-Api-Key", created.secret)
        .send({ name, contact: "x@example.com", scopes: ["listings:read"] });
      expect(res.status, method).toBe(403);
    }
    await request(app).post("/api/contact").set("Authorization", `Bearer ${created.secret}`).send({}).expect(403);
    expect(await named()).toEqual([{ n: 0 }]);
  });

  it("checks the key's scope", async () => {
    const { created } = await createKey(["listings:read"]);
    await request(app).get("/api/partner/export.ndjson").set("X-Api-Key", created.secret).expect(403);
    await request(app).get("/api/partner/listings?limit=1").set("X-Api-Key", created.secret).expect(200);
  });

  it("answers 429 with Retry-After past the key's limit, counted in the database", async () => {
    const { created } = await createKey();
    const limited = createApp({ db: database.db, stripe: null, passwordHasher: testPasswordHasher, partnerRateLimit: { limit: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) await request(limited).get("/api/categories").set("X-Api-Key", created.secret).expect(200);
    const res = await request(limited).get("/api/categories").set("X-Api-Key", created.secret).expect(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    // A second process on the same database with the same prefix shares the count.
    const prefix = `partner-test-${uniqueToken()}`;
    const one = createApp({ db: database.db, stripe: null, passwordHasher: testPasswordHasher, partnerRateLimit: { limit: 2, keyPrefix: prefix } });
    const two = createApp({ db: database.db, stripe: null, passwordHasher: testPasswordHasher, partnerRateLimit: { limit: 2, keyPrefix: prefix } });
    await request(one).get("/api/categories").set("X-Api-Key", created.secret).expect(200);
    await request(two).get("/api/categories").set("X-Api-Key", created.secret).expect(200);
    await request(one).get("/api/categories").set("X-Api-Key", created.secret).expect(429);
    // Without the key the same client is not limited by it.
    await request(limited).get("/api/categories").expect(200);
  });

  it("reads listings changed since a time, page by page with X-Next-Cursor, withdrawn ones with their identity only", async () => {
    const { created } = await createKey();
    const category = await createCategory(database.db, { name: `Sample Partners ${uniqueToken()}` });
    // A time after every row's last change (earlier runs on a kept PostgreSQL included): each row of this test is changed after it, a microsecond apart.
    const [latest] = await database.db
      .select({ at: sql<string>`greatest((select max(updated_at) from professionals), (select max(updated_at) from businesses), '2090-01-01'::timestamptz)` })
      .from(sql`(select 1) one`);
    const base = new Date(new Date(latest!.at).getTime() + 86_400_000);
    const at = (n: number) => sql`${base.toISOString()}::timestamptz + make_interval(secs => ${n / 1_000_000})`;
    const pros = await Promise.all([1, 2, 3].map(() => createProfessional(database.db, { categoryId: category.id })));
    const bizs = await Promise.all([1, 2].map(() => createBusiness(database.db, { categoryId: category.id })));
    await database.db
      .update(professionals)
      .set({ updatedAt: at(1) })
      .where(eq(professionals.id, pros[0]!.id));
    await database.db
      .update(businesses)
      .set({ updatedAt: at(1) })
      .where(eq(businesses.id, bizs[0]!.id)); // same instant: kind breaks the tie
    await database.db
      .update(professionals)
      .set({ updatedAt: at(2) })
      .where(eq(professionals.id, pros[1]!.id));
    await database.db
      .update(professionals)
      .set({ updatedAt: at(3), unpublishedAt: at(3) })
      .where(eq(professionals.id, pros[2]!.id));
    await database.db
      .update(businesses)
      .set({ updatedAt: at(4) })
      .where(eq(businesses.id, bizs[1]!.id));

    const seen: { kind: string; id: number; withdrawn: boolean; name: string | null }[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await request(app)
        .get("/api/partner/listings")
        .query({ changedSince: base.toISOString(), limit: 2, ...(cursor ? { cursor } : {}) })
        .set("X-Api-Key", created.secret)
        .expect(200);
      for (const item of res.body) seen.push(partnerListingSchema.parse(item));
      cursor = res.headers["x-next-cursor"];
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen.map((l) => `${l.kind}:${l.id}`)).toEqual([
      `business:${bizs[0]!.id}`,
      `professional:${pros[0]!.id}`,
      `professional:${pros[1]!.id}`,
      `professional:${pros[2]!.id}`,
      `business:${bizs[1]!.id}`,
    ]);
    expect(seen[3]).toMatchObject({ withdrawn: true, name: null });
    expect(seen[1]).toMatchObject({ withdrawn: false, name: pros[0]!.name, category: category.slug });

    const forged = await request(app).get("/api/partner/listings?cursor=nope").set("X-Api-Key", created.secret).expect(400);
    expect(forged.body.message).toMatch(/cursor/);
    const badSince = await request(app).get("/api/partner/listings?changedSince=yesterday").set("X-Api-Key", created.secret).expect(400);
    expect(Object.keys(badSince.body.fieldErrors)).toContain("changedSince");
  });

  it("exports every published listing as streamed NDJSON, one valid object a line", async () => {
    const { created } = await createKey();
    const live = await createBusiness(database.db, { name: `Sample Export ${uniqueToken()}` });
    const gone = await createProfessional(database.db, { unpublishedAt: new Date().toISOString() });
    const res = await request(app)
      .get("/api/partner/export.ndjson")
      .set("Authorization", `Bearer ${created.secret}`)
      .buffer(true)
      .parse((r, done) => {
        let text = "";
        r.on("data", (c: Buffer) => (text += c.toString("utf8")));
        r.on("end", () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/x-ndjson; charset=utf-8");
    const text = res.body as string;
    expect(text.endsWith("\n")).toBe(true);
    const lines = text
      .trimEnd()
      .split("\n")
      .map((l) => partnerListingSchema.parse(JSON.parse(l)));
    expect(lines.find((l) => l.kind === "business" && l.id === live.id)).toMatchObject({ name: live.name, withdrawn: false });
    expect(lines.some((l) => l.kind === "professional" && l.id === gone.id)).toBe(false);
    expect(lines.every((l) => !l.withdrawn)).toBe(true);
    expect(new Set(lines.map((l) => `${l.kind}:${l.id}`)).size).toBe(lines.length);
  });
});
