import type { Express } from "express";
import sharp from "sharp";
import request from "supertest";
import { ownerPhotoSchema } from "@shared/media";
import { createApp } from "../../app";
import { createProfessional } from "../../db/factories";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { setupTestDatabase } from "../../test/test-app";

/**
 * Issue 26 item 11: two app instances on one database stand for two server processes, each with
 * its own in-memory cache of served images. A photo deleted through one is gone from both.
 */
describe.each(engines)("a deleted photo on two app instances on %s", (engine) => {
  const database = setupTestDatabase(engine);
  const apps: Express[] = [];
  beforeAll(() => {
    for (let i = 0; i < 2; i += 1)
      apps.push(createApp({ db: database.db, stripe: null, passwordHasher: testPasswordHasher, postRateLimit: { limit: 1_000_000 } }));
  });

  it("stops being served by every instance that cached it, at once", async () => {
    const [first, second] = apps as [Express, Express];
    const pro = await createProfessional(database.db);
    const { cookie } = await ownerSession(first, database.db, [{ kind: "professional", id: pro.id }]);
    const path = `/api/account/listings/professional/${pro.id}/photos`;
    // A colour of its own: files are stored by content, and one another test also uploaded stays stored.
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: pro.id % 256, g: (pro.id >> 8) % 256, b: 77 } } })
      .png()
      .toBuffer();
    const created = await request(first).post(path).query({ purpose: "photo", alt: "A portrait" }).set("Cookie", cookie).send(png).expect(201);
    const photo = ownerPhotoSchema.parse(created.body);
    const files = photo.variants.flatMap((v) => [`/media/${v.webp}.webp`, `/media/${v.avif}.avif`]);
    // Both instances serve (and so cache) every file.
    for (const app of apps) for (const file of files) await request(app).get(file).expect(200);

    await request(first).delete(`${path}/${photo.id}`).set("Cookie", cookie).expect(204);
    for (const app of [second, first]) for (const file of files) await request(app).get(file).expect(404);
  });
});
