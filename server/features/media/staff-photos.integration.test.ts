import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { randomUUID } from "node:crypto";
import { IDEMPOTENCY_KEY_HEADER } from "@shared/idempotency";
import { MAX_PHOTOS_PER_LISTING, ownerPhotoSchema, type OwnerPhoto } from "@shared/media";
import { businessSchema, professionalSchema } from "@shared/schema";
import { createApp } from "../../app";
import { createBusiness, createProfessional } from "../../db/factories";
import { auditLog, listingPhotos, professionals, type ListingKind } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { testPasswordHasher } from "../../test/password-hasher";
import { staffSession } from "../../test/staff-session";
import { setupTestApp } from "../../test/test-app";
import * as images from "../../test/test-images";

/** A small picture of its own (files are stored by content, so each upload here is a new file). */
const picture = (seed: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } })
    .jpeg()
    .toBuffer();

/** Issue 28 item 3: staff upload a listing's photos and logos in the back office, through the owners' pipeline. */
describe.each(engines)("staff photo uploads in /api/admin on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 }, requestTimeoutMs: 600_000 }),
  );
  const plural = { professional: "professionals", business: "businesses" } as const;
  const path = (kind: ListingKind, id: number) => `/api/admin/${plural[kind]}/${id}/photos`;
  const upload = (
    kind: ListingKind,
    id: number,
    cookie: string | null,
    body: Buffer,
    query: Record<string, string> = { purpose: "photo", alt: "A portrait" },
  ) => {
    const req = request(app).post(path(kind, id)).query(query).set("Content-Type", "image/jpeg");
    if (cookie) req.set("Cookie", cookie);
    return req.send(body);
  };
  const photosOf = async (kind: ListingKind, id: number) =>
    (
      await database.db
        .select({ n: count() })
        .from(listingPhotos)
        .where(and(eq(listingPhotos.listingKind, kind), eq(listingPhotos.listingId, id)))
    )[0]!.n;
  const auditOf = (action: string, photoId: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityType, "listing_photo"), eq(auditLog.entityId, String(photoId))));

  it("refuses without a staff session (401), to an owner of the listing (401), and answers 404 for a listing that does not exist", async () => {
    const pro = await createProfessional(database.db);
    const body = await picture(1);
    expect((await upload("professional", pro.id, null, body).expect(401)).body.message).toMatch(/Sign in/);
    const { cookie: ownerCookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    await upload("professional", pro.id, ownerCookie, body).expect(401);
    await request(app).get(path("professional", pro.id)).set("Cookie", ownerCookie).expect(401);
    const { cookie } = await staffSession(app, database.db, "editor");
    expect((await upload("professional", 2_147_483_000, cookie, body).expect(404)).body.message).toBe("No professional with id 2147483000");
    expect((await upload("business", pro.id + 1_000_000, cookie, body).expect(404)).body.message).toMatch(/No business/);
    expect(await photosOf("professional", pro.id)).toBe(0);
  });

  it("answers 400 naming the field (purpose, alt, id) or saying what the file is, and stores nothing", async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await staffSession(app, database.db, "editor");
    const body = await picture(2);
    const noPurpose = await upload("professional", pro.id, cookie, body, { alt: "x" }).expect(400);
    expect(noPurpose.body.fieldErrors.purpose).toEqual(["purpose must be photo or logo"]);
    const blankAlt = await upload("professional", pro.id, cookie, body, { purpose: "photo", alt: "  " }).expect(400);
    expect(blankAlt.body.fieldErrors.alt).toEqual(["alt must describe the image (1 to 200 characters)"]);
    const badId = await request(app).post("/api/admin/professionals/abc/photos").set("Cookie", cookie).send(body).expect(400);
    expect(badId.body.fieldErrors.id).toBeDefined();
    const text = await upload("professional", pro.id, cookie, Buffer.from("just some text, not a photo.jpg\n")).expect(400);
    expect(text.body.message).toMatch(/not a JPEG, PNG or WebP/);
    const svg = await upload("professional", pro.id, cookie, images.svgWithScript()).expect(400);
    expect(svg.body.message).toMatch(/not a JPEG, PNG or WebP/);
    expect(await photosOf("professional", pro.id)).toBe(0);
  });

  it("stores an editor's logo for the public page, audited with the editor as actor, then sets the main one and deletes, each audited", async () => {
    const biz = await createBusiness(database.db);
    const { cookie, staff } = await staffSession(app, database.db, "editor");
    const first = ownerPhotoSchema.parse(
      (await upload("business", biz.id, cookie, await images.png(), { purpose: "logo", alt: "Shop logo" }).expect(201)).body,
    );
    expect(first.variants.map((v) => `${v.width}x${v.height}`)).toEqual(["64x48", "128x96", "256x192", "512x384"]);
    const [created] = await auditOf("listing_photo.create", first.id);
    expect(created).toMatchObject({ actorId: staff.id, actorEmail: staff.email, before: null });
    expect(created!.after).toMatchObject({ listingKind: "business", listingId: biz.id, purpose: "logo", alt: "Shop logo" });
    expect(businessSchema.parse((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body).image?.alt).toBe("Shop logo");

    const second = ownerPhotoSchema.parse(
      (await upload("business", biz.id, cookie, await images.webp(), { purpose: "logo", alt: "New logo" }).expect(201)).body,
    );
    const list = await request(app).get(path("business", biz.id)).set("Cookie", cookie).expect(200);
    expect(list.body.map((p: OwnerPhoto) => p.id)).toEqual([first.id, second.id]);
    const reordered = await request(app)
      .post(`${path("business", biz.id)}/${second.id}/main`)
      .set("Cookie", cookie)
      .expect(200);
    expect(reordered.body.map((p: OwnerPhoto) => p.id)).toEqual([second.id, first.id]);
    expect((await auditOf("listing_photo.update", second.id))[0]?.actorId).toBe(staff.id);
    expect(businessSchema.parse((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body).image?.alt).toBe("New logo");

    await request(app)
      .delete(`${path("business", biz.id)}/${second.id}`)
      .set("Cookie", cookie)
      .expect(204);
    const [deleted] = await auditOf("listing_photo.delete", second.id);
    expect(deleted).toMatchObject({ actorId: staff.id, after: null });
    expect(deleted!.before).toMatchObject({ listingKind: "business", listingId: biz.id, alt: "New logo" });
    await request(app)
      .delete(`${path("business", biz.id)}/${second.id}`)
      .set("Cookie", cookie)
      .expect(404);
  });

  it("does not count a staff upload as the owner updating the listing", async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await staffSession(app, database.db, "editor");
    await upload("professional", pro.id, cookie, await picture(3)).expect(201);
    const [row] = await database.db.select({ ownerUpdatedAt: professionals.ownerUpdatedAt }).from(professionals).where(eq(professionals.id, pro.id));
    expect(row?.ownerUpdatedAt).toBeNull();
    expect(professionalSchema.parse((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body).image?.alt).toBe("A portrait");
  });

  it("refuses a photo of another listing through this listing's path (404)", async () => {
    const { cookie } = await staffSession(app, database.db, "editor");
    const mine = await createProfessional(database.db);
    const other = await createProfessional(database.db);
    const photo = ownerPhotoSchema.parse((await upload("professional", mine.id, cookie, await picture(4)).expect(201)).body);
    await request(app)
      .delete(`${path("professional", other.id)}/${photo.id}`)
      .set("Cookie", cookie)
      .expect(404);
    await request(app)
      .post(`${path("professional", other.id)}/${photo.id}/main`)
      .set("Cookie", cookie)
      .expect(404);
    expect(await photosOf("professional", mine.id)).toBe(1);
  });

  it(`shares the owner's limit of ${MAX_PHOTOS_PER_LISTING}: with 18 stored, 4 staff uploads at once store 2 and answer 409 to the others`, async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await staffSession(app, database.db, "editor");
    const { cookie: ownerCookie } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    const seed = ownerPhotoSchema.parse(
      (
        await request(app)
          .post(`/api/account/listings/professional/${pro.id}/photos`)
          .query({ purpose: "photo", alt: "Owner's photo" })
          .set("Cookie", ownerCookie)
          .send(await picture(5))
          .expect(201)
      ).body,
    );
    // 17 more rows on the same files (a copy's files are the first's): the limit counts rows.
    await database.db.insert(listingPhotos).values(
      Array.from({ length: 17 }, (_, i) => ({
        listingKind: "professional" as const,
        listingId: pro.id,
        purpose: "photo" as const,
        alt: `Copy ${i}`,
        variants: seed.variants,
        position: i + 1,
      })),
    );
    const bodies = await Promise.all([10, 11, 12, 13].map(picture));
    const answers = await Promise.all(bodies.map((body) => upload("professional", pro.id, cookie, body)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(
      `A listing can keep at most ${MAX_PHOTOS_PER_LISTING} photos and logos; delete one first.`,
    );
    expect(await photosOf("professional", pro.id)).toBe(MAX_PHOTOS_PER_LISTING);
  });

  it("stores a staff upload retried with its Idempotency-Key once", async () => {
    const pro = await createProfessional(database.db);
    const { cookie } = await staffSession(app, database.db, "editor");
    const body = await picture(6);
    const key = randomUUID();
    const first = await upload("professional", pro.id, cookie, body).set(IDEMPOTENCY_KEY_HEADER, key).expect(201);
    const retry = await upload("professional", pro.id, cookie, body).set(IDEMPOTENCY_KEY_HEADER, key).expect(201);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(await photosOf("professional", pro.id)).toBe(1);
  });
});
