import { count } from "drizzle-orm";
import fc from "fast-check";
import request from "supertest";
import { createApp } from "../app";
import { createProfessional, uniqueToken } from "../db/factories";
import { auditLog, listingPhotos, media } from "../db/schema";
import { engines } from "../test/database";
import { expectSafeAnswer, hostileText, PATH_LIKE, percentEncode, runs, wrongType, type Answer } from "../test/hostile";
import { ownerSession } from "../test/owner-session";
import { openPrivateDatabase } from "../test/private-database";
import { setupTestApp } from "../test/test-app";
import { testPasswordHasher } from "../test/password-hasher";

const MAGIC = [[], [0xff, 0xd8, 0xff], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]].map(
  (bytes) => Buffer.from(bytes),
);

/**
 * Random and hostile input at the owners' photo endpoints and GET /media, as the signed-in
 * owner: never a 5xx or a stack, a JSON {message} on errors, and no media, photo or audit row
 * from junk (random bytes, even behind a JPEG, PNG or WebP signature, are never an image).
 */
describe.each(engines)("hostile input against the owner photo endpoints on %s", (engine) => {
  const { database, app } = setupTestApp(
    engine,
    (db) => createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000, keyPrefix: uniqueToken("hostile-photos") } }),
    // It counts every media, photo and audit row: on a shared database another file's rows came
    // in meanwhile (PostgreSQL's audit count grew by 9 while this test ran, stop 46).
    openPrivateDatabase,
  );
  const rows = async () => {
    const [[m], [p], [a]] = await Promise.all([
      database.db.select({ n: count() }).from(media),
      database.db.select({ n: count() }).from(listingPhotos),
      database.db.select({ n: count() }).from(auditLog),
    ]);
    return { media: m!.n, photos: p!.n, audit: a!.n };
  };
  const answer = (res: request.Response): Answer => ({ status: res.status, contentType: String(res.headers["content-type"] ?? ""), text: res.text });

  it("POST …/photos with junk bytes and hostile purpose/alt: 4xx, nothing stored", async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const query = fc.record(
      { purpose: fc.oneof(fc.constant("photo"), fc.constant("logo"), hostileText), alt: fc.oneof(fc.constant("Alt"), hostileText) },
      { requiredKeys: [] },
    );
    const body = fc.tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 4096 })).map(([magic, rest]) => Buffer.concat([magic, Buffer.from(rest)]));
    const type = fc.constantFrom("image/jpeg", "image/png", "application/octet-stream", "application/json", "image/svg+xml");
    const before = await rows();
    await fc.assert(
      fc.asyncProperty(query, body, type, async (q, bytes, contentType) => {
        const res = await request(app)
          .post(`/api/account/listings/professional/${pro.id}/photos`)
          .query(q)
          .set("Cookie", cookie)
          .set("Content-Type", contentType)
          .send(bytes);
        const what = `${JSON.stringify(q)} ${contentType} ${bytes.subarray(0, 16).toString("hex")}`;
        expectSafeAnswer(answer(res), what);
        expect(res.status, what).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: runs(40) },
    );
    expect(await rows()).toEqual(before);
  });

  it("photo ids and /media names of any shape: 4xx or 404, never a 5xx", async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const junk = fc.oneof(
      hostileText,
      fc.constantFrom(...PATH_LIKE),
      wrongType.map((v) => JSON.stringify(v) ?? "undefined"),
      fc.integer().map(String),
    );
    await fc.assert(
      fc.asyncProperty(junk, async (value) => {
        const segment = percentEncode(value) || "x";
        const base = `/api/account/listings/professional/${pro.id}/photos/${segment}`;
        expectSafeAnswer(answer(await request(app).delete(base).set("Cookie", cookie)), `DELETE ${base}`);
        expectSafeAnswer(answer(await request(app).post(`${base}/main`).set("Cookie", cookie).send({})), `POST ${base}/main`);
        const served = await request(app).get(`/media/${segment}`);
        expectSafeAnswer(answer(served), `/media/${segment}`, { api: false });
        expect(served.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: runs(40) },
    );
  });
});
