import { and, count, eq } from "drizzle-orm";
import type { Express } from "express";
import sharp from "sharp";
import request from "supertest";
import { randomUUID } from "node:crypto";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/idempotency";
import { MAX_PHOTOS_PER_LISTING } from "@shared/media";
import { createApp } from "../../app";
import { createAuth } from "../../auth/auth";
import { processSecret } from "../../auth/auth-secret";
import { createProfessional } from "../../db/factories";
import { listingPhotos } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { setupTestDatabase } from "../../test/test-app";

/** A noisy picture of its own (files are stored by content), slow enough to encode that a short deadline passes. */
const picture = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed % 256, g: 40, b: 90 }, noise: { type: "gaussian", mean: 120, sigma: 50 } } })
    .jpeg()
    .toBuffer();

/**
 * Issue 26 item 3: a 503 means nothing was stored, and the photo limit holds under concurrent
 * uploads. Two apps on one database: one whose answers are due in 800 ms (time to read the bodies, not to encode them all), one that waits.
 */
describe.each(engines)("photo uploads under a deadline and in parallel on %s", (engine) => {
  const database = setupTestDatabase(engine);
  let hurried: Express;
  let patient: Express;
  beforeAll(() => {
    // One sign-in for both, as processes share one secret and one session table.
    const auth = createAuth({ db: database.db, secret: processSecret(), passwordHasher: testPasswordHasher });
    const deps = { db: database.db, stripe: null, auth, postRateLimit: { limit: 1_000_000 } };
    // A deadline that every upload misses, however fast the machine: each answer is a 503 then, and
    // the write must stop before it stores anything (a deadline of 800 ms was met by all six here).
    hurried = createApp({ ...deps, requestTimeoutMs: 1 });
    // Its uploads wait their turn however long a loaded machine takes: this one is about the limit.
    patient = createApp({ ...deps, requestTimeoutMs: 600_000 });
  });

  const photosOf = async (id: number) =>
    (
      await database.db
        .select({ n: count() })
        .from(listingPhotos)
        .where(and(eq(listingPhotos.listingKind, "professional"), eq(listingPhotos.listingId, id)))
    )[0]!.n;

  async function owned() {
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(patient, database.db, [{ kind: "professional", id: pro.id }]);
    const upload = (app: Express, body: Buffer) =>
      request(app).post(`/api/account/listings/professional/${pro.id}/photos`).query({ purpose: "photo", alt: "A portrait" }).set("Cookie", cookie).send(body);
    return { pro, upload };
  }

  /** Waits until no upload is still writing in the background: the count holds still for 3 s. */
  async function settled(id: number): Promise<number> {
    let last = await photosOf(id);
    for (let still = 0; still < 6; still += 1) {
      await new Promise((r) => setTimeout(r, 500));
      const now = await photosOf(id);
      if (now !== last) [last, still] = [now, -1];
    }
    return last;
  }

  it("stores nothing for an upload answered 503, and every upload answered 201", async () => {
    const { pro, upload } = await owned();
    const bodies = await Promise.all(Array.from({ length: 6 }, (_, i) => picture(1600, 1200, pro.id + i)));
    // Half past their deadline, half not, all at once on one listing.
    const answers = await Promise.all(bodies.map((body, i) => upload(i % 2 === 0 ? hurried : patient, body)));
    const statuses = answers.map((a) => a.status);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 503).map((a) => [a.status, a.body])).toEqual([]);
    expect(statuses).toContain(503);
    expect(statuses).toContain(201);
    expect(await settled(pro.id)).toBe(statuses.filter((s) => s === 201).length);
  }, 120_000);

  it("stores an upload retried with its Idempotency-Key once, answering the retry with the first answer", async () => {
    const { pro, upload } = await owned();
    const body = await picture(60, 40, pro.id);
    const key = randomUUID();
    const first = await upload(patient, body).set(IDEMPOTENCY_KEY_HEADER, key).expect(201);
    const retry = await upload(patient, body).set(IDEMPOTENCY_KEY_HEADER, key).expect(201);
    expect(await photosOf(pro.id)).toBe(1);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
  });

  it(`keeps a listing at ${MAX_PHOTOS_PER_LISTING} photos when 25 uploads arrive at once with 5 stored`, async () => {
    const { pro, upload } = await owned();
    for (let i = 0; i < 5; i += 1) await upload(patient, await picture(40, 30, i)).expect(201);
    const bodies = await Promise.all(Array.from({ length: 25 }, (_, i) => picture(40, 30, 10 + i)));
    const answers = await Promise.all(bodies.map((body) => upload(patient, body)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_PHOTOS_PER_LISTING - 5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25 - (MAX_PHOTOS_PER_LISTING - 5));
    expect(await photosOf(pro.id)).toBe(MAX_PHOTOS_PER_LISTING);
  }, 120_000);
});
