import { and, count, eq } from "drizzle-orm";
import fc from "fast-check";
import request from "supertest";
import { ownerProfessionalFields } from "@shared/account/details";
import { createApp } from "../app";
import { createProfessional, uniqueToken } from "../db/factories";
import { auditLog, pendingChanges, professionals } from "../db/schema";
import { engines } from "../test/database";
import { expectSafeAnswer, hostileJson, hostileText, malformedJson, PATH_LIKE, percentEncode, runs, wrongType, type Answer } from "../test/hostile";
import { ownerSession } from "../test/owner-session";
import { testPasswordHasher } from "../test/password-hasher";
import { staffSession } from "../test/staff-session";
import { setupTestApp } from "../test/test-app";

/**
 * Random and hostile input at the owners' listing edit (PATCH /api/account/listings/:kind/:id)
 * and the staff's pending changes: never a 5xx or a stack, a JSON {message} on errors, and a
 * refused body changes neither the listing, the audit log nor the pending changes.
 */
describe.each(engines)("hostile input against the owner details endpoints on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000, keyPrefix: uniqueToken("hostile-details") } }),
  );
  const answer = (res: request.Response): Answer => ({ status: res.status, contentType: String(res.headers["content-type"] ?? ""), text: res.text });
  const state = async (id: number) => {
    const [[row], [audits], [pending]] = await Promise.all([
      database.db.select().from(professionals).where(eq(professionals.id, id)),
      database.db
        .select({ n: count() })
        .from(auditLog)
        .where(eq(auditLog.entityId, String(id))),
      database.db
        .select({ n: count() })
        .from(pendingChanges)
        .where(and(eq(pendingChanges.listingKind, "professional"), eq(pendingChanges.listingId, id))),
    ]);
    return { row, audits: audits!.n, pending: pending!.n };
  };

  it("PATCH with hostile values in the owner's fields, unknown keys and junk bodies: 200, 400 or 413, and a refusal changes nothing", async () => {
    const pro = await createProfessional(database.db, { phone: "210-555-0190" });
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const field = fc.constantFrom(...ownerProfessionalFields, "name", "categoryId", "id", "unpublishedAt", "__proto__", "externalId");
    const value = fc.oneof(hostileText, wrongType, hostileJson);
    const body = fc.oneof(fc.dictionary(field, value, { maxKeys: 4 }), hostileJson);
    await fc.assert(
      fc.asyncProperty(body, async (b) => {
        const before = await state(pro.id);
        const json = JSON.stringify(b) ?? "null";
        const res = await request(app)
          .patch(`/api/account/listings/professional/${pro.id}`)
          .set("Cookie", cookie)
          .set("Content-Type", "application/json")
          .send(Buffer.from(json));
        const what = json.slice(0, 300);
        expectSafeAnswer(answer(res), what);
        expect([200, 400, 413], `${what.slice(0, 200)} ${res.text.slice(0, 200)}`).toContain(res.status);
        if (res.status !== 200) expect(await state(pro.id), what.slice(0, 200)).toEqual(before);
      }),
      { numRuns: runs(60) },
    );
  });

  it("PATCH with malformed JSON: 4xx, nothing changes", async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const before = await state(pro.id);
    await fc.assert(
      fc.asyncProperty(malformedJson, async (text) => {
        const res = await request(app)
          .patch(`/api/account/listings/professional/${pro.id}`)
          .set("Cookie", cookie)
          .set("Content-Type", "application/json")
          .send(Buffer.from(text));
        expectSafeAnswer(answer(res), text.slice(0, 100));
        // An empty body is an empty edit (200, nothing changes); anything else here is refused.
        if (text.trim() !== "") expect(res.status, text.slice(0, 100)).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: runs(30) },
    );
    expect(await state(pro.id)).toEqual(before);
  });

  it("pending-change ids, queries and bodies of any shape: 4xx, never a 5xx, nothing decided", async () => {
    const editor = await staffSession(app, database.db, "editor");
    const decisions = async () => (await database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entityType, "pending_change")))[0]!.n;
    const before = await decisions();
    const junk = fc.oneof(
      hostileText,
      fc.constantFrom(...PATH_LIKE),
      fc.integer().map(String),
      wrongType.map((v) => JSON.stringify(v) ?? "undefined"),
    );
    await fc.assert(
      fc.asyncProperty(junk, hostileJson, fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }), async (id, body, query) => {
        const segment = percentEncode(id) || "x";
        for (const verb of ["approve", "reject"]) {
          const res = await request(app)
            .post(`/api/admin/pending-changes/${segment}/${verb}`)
            .set("Cookie", editor.cookie)
            .set("Content-Type", "application/json")
            .send(Buffer.from(JSON.stringify(body) ?? "null"));
          expectSafeAnswer(answer(res), `${verb} ${segment} ${JSON.stringify(body)?.slice(0, 200)}`);
          expect(res.status).toBeGreaterThanOrEqual(400);
        }
        const list = await request(app).get("/api/admin/pending-changes").query(query).set("Cookie", editor.cookie);
        expectSafeAnswer(answer(list), `list ${JSON.stringify(query)}`);
      }),
      { numRuns: runs(30) },
    );
    expect(await decisions()).toBe(before);
  });
});
