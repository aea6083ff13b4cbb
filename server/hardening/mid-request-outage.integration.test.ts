import { and, eq, inArray } from "drizzle-orm";
import request from "supertest";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/idempotency";
import type { CreatedPartnerKey } from "@shared/partners";
import { createApp } from "../app";
import { createProfessional, createProfessionals, uniqueToken } from "../db/factories";
import { leads } from "../db/lead-schema";
import { partnerKeys } from "../db/partner-schema";
import { auditLog, emailOutbox, idempotencyKeys, inquiries } from "../db/schema";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../middleware/error-handler";
import { databaseFailsOn } from "../test/database-outage";
import { engines } from "../test/database";
import { ownerSession } from "../test/owner-session";
import { testPasswordHasher } from "../test/password-hasher";
import { staffSession } from "../test/staff-session";
import { setupTestApp } from "../test/test-app";

/**
 * Issue 31: "a retried submission never writes twice", and a 503 means nothing was stored. The
 * database goes away in the middle of a lead request (after its reads and, for several listings,
 * after some of its inserts) and of a partner key write (after the key's row, at its audit
 * entry): the answer is 503, nothing of it is left, and the retry with the same Idempotency-Key
 * once the database is back writes it exactly once. The key's release is itself a write, which
 * fails while the database is away: the retry must still run, not be refused as "in progress".
 */
describe.each(engines)("a database failing mid-request on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({
      db,
      stripe: null,
      passwordHasher: testPasswordHasher,
      postRateLimit: { limit: 1_000_000 },
      leads: { rateLimit: { limit: 1_000_000 } },
      idempotency: { waitMs: 10_000 },
    }),
  );
  const idempotencyKey = () => uniqueToken("retry-key-").padEnd(24, "0");
  const quote = (email: string) => ({
    kind: "quote",
    needed: "Replace two ceiling fans in the living room.",
    when: "flexible",
    replyBy: "email",
    name: "Rosa Garza",
    email,
    elapsedMs: 20_000,
  });
  const leadsOf = (ids: number[]) =>
    database.db
      .select({ listingId: leads.listingId })
      .from(leads)
      .where(and(eq(leads.listingKind, "professional"), inArray(leads.listingId, ids)));
  const mailsTo = (email: string) => database.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, email));
  const claimOf = (key: string) => database.db.select({ status: idempotencyKeys.status }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  /** The release of a key answered 503 is fire-and-forget after the answer: wait for it. */
  async function released(key: string) {
    for (let tries = 0; tries < 50 && (await claimOf(key)).length > 0; tries += 1) await new Promise((r) => setTimeout(r, 100));
    return (await claimOf(key)).length === 0;
  }
  const expectUnavailable = (res: request.Response) => {
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(res.headers["retry-after"]).toBe("5");
  };

  it("POST /api/leads: 503 and nothing stored when the insert fails; the retry with its key stores the lead once", async () => {
    const pro = await createProfessional(database.db);
    await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const email = `${uniqueToken("visitor")}@example.com`;
    const key = idempotencyKey();
    const send = () =>
      request(app)
        .post("/api/leads")
        .set(IDEMPOTENCY_KEY_HEADER, key)
        .send({ ...quote(email), listingKind: "professional", listingId: pro.id });
    const outage = await databaseFailsOn(database.db, "leads", "insert", `new.listing_id = ${pro.id}`);
    try {
      expectUnavailable(await send());
    } finally {
      await outage.end();
    }
    expect(await leadsOf([pro.id])).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    expect(await released(key)).toBe(true);

    const retried = await send();
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ count: 1 });
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(await leadsOf([pro.id])).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("POST /api/leads/multi: a failure at the third listing leaves none of the three; the retry stores three once, though releasing the key failed too", async () => {
    const pros = await createProfessionals(database.db, [{}, {}, {}]);
    const ids = pros.map((p) => p.id);
    const email = `${uniqueToken("visitor")}@example.com`;
    const key = idempotencyKey();
    const send = () =>
      request(app)
        .post("/api/leads/multi")
        .set(IDEMPOTENCY_KEY_HEADER, key)
        .send({ ...quote(email), listings: ids.map((id) => ({ kind: "professional", id })) });
    // The first two leads (and their mails) are written in the transaction before the third fails;
    // while the database is away, so does the key's release after the 503.
    const leadOutage = await databaseFailsOn(database.db, "leads", "insert", `new.listing_id = ${ids[2]}`);
    const keyOutage = await databaseFailsOn(database.db, "idempotency_keys", "delete", `old.key = '${key}'`);
    try {
      expectUnavailable(await send());
      // The answer is given before the release is tried: let it fail while the database is still away.
      await new Promise((r) => setTimeout(r, 300));
    } finally {
      await leadOutage.end();
      await keyOutage.end();
    }
    expect(await leadsOf(ids)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);

    const retried = await send();
    expect(retried.status).toBe(201);
    expect(retried.body).toMatchObject({ count: 3 });
    expect((await send()).headers["idempotent-replayed"]).toBe("true");
    expect((await leadsOf(ids)).map((l) => l.listingId).sort((a, b) => a - b)).toEqual(ids);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it("POST /api/leads and /api/contact under a limit of one: a request answered 503 does not use up the visitor's allowance", async () => {
    // An app of its own whose per-client limits allow one accepted request; counters of their own.
    const prefix = uniqueToken("one-");
    const strict = createApp({
      db: database.db,
      stripe: null,
      passwordHasher: testPasswordHasher,
      postRateLimit: { limit: 1_000_000 },
      leads: { rateLimit: { limit: 1, keyPrefix: `${prefix}-leads` } },
      contact: { rateLimit: { limit: 1, keyPrefix: `${prefix}-contact` } },
    });
    const pro = await createProfessional(database.db);
    const email = `${uniqueToken("visitor")}@example.com`;
    const lead = () =>
      request(strict)
        .post("/api/leads")
        .send({ ...quote(email), listingKind: "professional", listingId: pro.id });
    const leadOutage = await databaseFailsOn(database.db, "leads", "insert", `new.listing_id = ${pro.id}`);
    try {
      expectUnavailable(await lead());
    } finally {
      await leadOutage.end();
    }
    expect(await leadsOf([pro.id])).toEqual([]);
    expect((await lead()).status).toBe(201);
    // The one accepted request did count: the next is refused.
    expect((await lead()).status).toBe(429);
    expect(await leadsOf([pro.id])).toHaveLength(1);

    const message = `Outage message ${uniqueToken()}`;
    const contact = () =>
      request(strict)
        .post("/api/contact")
        .send({ name: "Rosa Garza", email, message, listingKind: "professional", listingId: pro.id, professionalName: pro.name });
    const stored = () => database.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.message, message));
    const contactOutage = await databaseFailsOn(database.db, "inquiries", "insert", `new.message = '${message}'`);
    try {
      expectUnavailable(await contact());
    } finally {
      await contactOutage.end();
    }
    expect(await stored()).toEqual([]);
    expect((await contact()).status).toBe(201);
    expect((await contact()).status).toBe(429);
    expect(await stored()).toHaveLength(1);
  });

  it("POST /api/admin/partner-keys: 503 and no key when its audit entry fails; the retry creates one key, and its replay shows the same secret", async () => {
    const { cookie } = await staffSession(app, database.db, "admin");
    const name = `Outage Chamber ${uniqueToken()}`;
    const key = idempotencyKey();
    const send = () =>
      request(app)
        .post("/api/admin/partner-keys")
        .set("Cookie", cookie)
        .set(IDEMPOTENCY_KEY_HEADER, key)
        .send({ name, contact: "partners@example.com", scopes: ["listings:read"] });
    const keysNamed = () => database.db.select({ id: partnerKeys.id }).from(partnerKeys).where(eq(partnerKeys.name, name));
    const outage = await databaseFailsOn(database.db, "audit_log", "insert", `new.action = 'partner_key.create' and new.after->>'name' = '${name}'`);
    try {
      expectUnavailable(await send());
    } finally {
      await outage.end();
    }
    expect(await keysNamed()).toEqual([]);
    expect(await released(key)).toBe(true);

    const created = await send();
    expect(created.status).toBe(201);
    const replayed = await send();
    expect(replayed.headers["idempotent-replayed"]).toBe("true");
    expect((replayed.body as CreatedPartnerKey).secret).toBe((created.body as CreatedPartnerKey).secret);
    const rows = await keysNamed();
    expect(rows).toHaveLength(1);
    const audits = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, "partner_key.create"), eq(auditLog.entityId, String(rows[0]!.id))));
    expect(audits).toHaveLength(1);
  });

  it("POST /api/admin/partner-keys/:id/revoke: 503 and the key still live when its audit entry fails; the retry revokes it once", async () => {
    const { cookie } = await staffSession(app, database.db, "admin");
    const created = (
      await request(app)
        .post("/api/admin/partner-keys")
        .set("Cookie", cookie)
        .send({ name: `Outage Chamber ${uniqueToken()}`, contact: "partners@example.com", scopes: ["listings:read"] })
        .expect(201)
    ).body as CreatedPartnerKey;
    const id = created.key.id;
    const key = idempotencyKey();
    const send = () => request(app).post(`/api/admin/partner-keys/${id}/revoke`).set("Cookie", cookie).set(IDEMPOTENCY_KEY_HEADER, key).send();
    const revokedAt = async () => (await database.db.select({ at: partnerKeys.revokedAt }).from(partnerKeys).where(eq(partnerKeys.id, id)))[0]!.at;
    const outage = await databaseFailsOn(database.db, "audit_log", "insert", `new.action = 'partner_key.revoke' and new.entity_id = '${id}'`);
    try {
      expectUnavailable(await send());
    } finally {
      await outage.end();
    }
    expect(await revokedAt()).toBeNull();
    expect(await released(key)).toBe(true);

    const revoked = await send();
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toEqual(expect.any(String));
    expect((await send()).headers["idempotent-replayed"]).toBe("true");
    const audits = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, "partner_key.revoke"), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
  });
});
