import { and, count, eq, isNotNull } from "drizzle-orm";
import fc from "fast-check";
import request from "supertest";
import { createApp } from "../app";
import { createProfessional, uniqueToken } from "../db/factories";
import { auditLog, inquiries, ownerTokens } from "../db/schema";
import { engines } from "../test/database";
import { expectSafeAnswer, hostileJson, hostileText, PATH_LIKE, percentEncode, runs, wrongType, type Answer } from "../test/hostile";
import { ownerSession } from "../test/owner-session";
import { openPrivateDatabase } from "../test/private-database";
import { setupTestApp } from "../test/test-app";
import { testPasswordHasher } from "../test/password-hasher";

/**
 * Random and hostile input at issue 16's messages and freshness endpoints: an owner's
 * GET …/messages (cursor, limit), POST …/messages/:messageId/answered, and the public
 * POST /api/listing-still-correct. Never a 5xx or a stack, a JSON {message} on errors, and junk
 * changes nothing (no message marked answered, no token spent, no audit row).
 */
describe.each(engines)("hostile input against the owner messages and freshness endpoints on %s", (engine) => {
  // A database of its own: its checks count audit rows and spent tokens across whole tables, which
  // other files write to at the same time on the shared PostgreSQL (and before it, on the worker's PGlite).
  const { database, app } = setupTestApp(
    engine,
    (db) =>
      createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000, keyPrefix: uniqueToken("hostile-messages") } }),
    openPrivateDatabase,
  );
  const answer = (res: request.Response): Answer => ({ status: res.status, contentType: String(res.headers["content-type"] ?? ""), text: res.text });
  const junk = fc.oneof(
    hostileText,
    fc.constantFrom(...PATH_LIKE),
    wrongType.map((v) => JSON.stringify(v) ?? "undefined"),
    fc.integer().map(String),
  );

  it("message lists with any cursor and limit, and any message id to mark: safe answers, nothing marked", async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const base = `/api/account/listings/professional/${pro.id}/messages`;
    const [{ n: auditBefore }] = (await database.db.select({ n: count() }).from(auditLog)) as [{ n: number }];
    await fc.assert(
      fc.asyncProperty(junk, junk, async (cursor, limit) => {
        const list = await request(app).get(base).query({ cursor, limit }).set("Cookie", cookie);
        expectSafeAnswer(answer(list), `GET ${base} cursor=${cursor} limit=${limit}`);
        const segment = percentEncode(cursor) || "x";
        const mark = await request(app).post(`${base}/${segment}/answered`).set("Cookie", cookie).send({});
        expectSafeAnswer(answer(mark), `POST ${base}/${segment}/answered`);
        expect(mark.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: runs(40) },
    );
    const marked = await database.db
      .select({ n: count() })
      .from(inquiries)
      .where(and(eq(inquiries.listingId, pro.id), isNotNull(inquiries.ownerAnsweredAt)));
    expect(marked[0]!.n).toBe(0);
    const [{ n: auditAfter }] = (await database.db.select({ n: count() }).from(auditLog)) as [{ n: number }];
    expect(auditAfter).toBe(auditBefore);
  });

  it("POST /api/listing-still-correct with any body: 400 or 410 (413 past the 100 kB a JSON body may have), no token spent", async () => {
    const spentTokens = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(ownerTokens)
          .where(and(eq(ownerTokens.purpose, "freshness"), isNotNull(ownerTokens.usedAt)))
      )[0]!.n;
    const spentBefore = await spentTokens();
    const body = fc.oneof(
      fc.record({ token: fc.oneof(junk, wrongType, fc.string({ minLength: 20, maxLength: 100 })) }, { requiredKeys: [] }),
      // Objects and arrays (supertest sends no bare primitive; express.json refuses those anyway).
      hostileJson.filter((v): v is object => typeof v === "object" && v !== null),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const res = await request(app)
          .post("/api/listing-still-correct")
          .send(value as object);
        expectSafeAnswer(answer(res), `POST /api/listing-still-correct ${JSON.stringify(value).slice(0, 200)}`);
        // hostileText has runs of up to 12,000 characters, each NUL six bytes in JSON: express.json's 100 kB limit answers 413.
        if (Buffer.byteLength(JSON.stringify(value)) > 100 * 1024) expect(res.status).toBe(413);
        else expect([400, 410]).toContain(res.status);
      }),
      { numRuns: runs(60) },
    );
    expect(await spentTokens()).toBe(spentBefore);
  });
});
