import { and, count, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import request from "supertest";
import { MAX_UPLOAD_BYTES, ownerPhotoSchema, type OwnerPhoto } from "@shared/media";
import { businessSchema, professionalSchema } from "@shared/schema";
import { createApp } from "../../app";
import { createBusiness, createProfessional } from "../../db/factories";
import { auditLog, listingPhotos, media } from "../../db/schema";
import { engines } from "../../test/database";
import { ownerSession } from "../../test/owner-session";
import { openPrivateDatabase } from "../../test/private-database";
import { setupTestApp } from "../../test/test-app";
import * as images from "../../test/test-images";
import { testPasswordHasher } from "../../test/password-hasher";

describe.each(engines)("owners' photos and /media on %s", (engine) => {
  const { database, app } = setupTestApp(
    engine,
    (db) => createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 } }),
    // stored() counts every media row: on a shared database another file's uploads come in meanwhile.
    openPrivateDatabase,
  );

  const upload = (path: string, cookie: string, body: Buffer, query: Record<string, string> = { purpose: "photo", alt: "A portrait" }, type = "image/jpeg") =>
    request(app).post(`/api/account${path}/photos`).query(query).set("Cookie", cookie).set("Content-Type", type).send(body);

  async function stored(kind: string, id: number) {
    const [photos] = await database.db
      .select({ n: count() })
      .from(listingPhotos)
      .where(and(eq(listingPhotos.listingKind, kind as "professional"), eq(listingPhotos.listingId, id)));
    const [files] = await database.db.select({ n: count() }).from(media);
    return { photos: photos!.n, media: files!.n };
  }

  async function ownedProfessional() {
    const pro = await createProfessional(database.db);
    const { cookie, user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
    return { pro, cookie, user, path: `/listings/professional/${pro.id}` };
  }

  describe("hostile uploads are refused and store nothing", () => {
    const cases: [string, () => Promise<Buffer> | Buffer, number, RegExp, string?][] = [
      ["an SVG with a script → 400", images.svgWithScript, 400, /not a JPEG, PNG or WebP/, "image/svg+xml"],
      ["an HTML/JPEG polyglot → 400", images.htmlJpegPolyglot, 400, /HTML or script/],
      ["a truncated JPEG → 400", images.truncatedJpeg, 400, /damaged or incomplete/],
      ["a 100-megapixel PNG bomb → 400", images.pngBomb, 400, /larger than 40 megapixels/, "image/png"],
      ["a 9-megapixel 16-bit PNG with transparency (72 MB decoded) → 400", images.deepPng, 400, /too large to process/, "image/png"],
      ["a GIF sent as image/jpeg (renamed .jpg) → 400", images.gif, 400, /not a JPEG, PNG or WebP/],
      ["a text file sent as image/jpeg (renamed .jpg) → 400", () => Buffer.from("just some text, not a photo.jpg\n"), 400, /not a JPEG, PNG or WebP/],
      ["an empty body → 400", () => Buffer.alloc(0), 400, /image file as the request body/],
      ["a file over 5 MB → 413", () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_UPLOAD_BYTES)]), 413, /too large/],
    ];
    it.each(cases)("%s", async (_name, make, status, message, type) => {
      const { pro, cookie, path } = await ownedProfessional();
      const before = await stored("professional", pro.id);
      const res = await upload(path, cookie, await make(), undefined, type);
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(message);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|stack/i);
      expect(await stored("professional", pro.id)).toEqual(before);
    });

    it("answers 400 naming purpose and alt when they are missing or wrong", async () => {
      const { cookie, path } = await ownedProfessional();
      const body = await images.webp();
      const noPurpose = await upload(path, cookie, body, { alt: "x" }).expect(400);
      expect(noPurpose.body.fieldErrors.purpose).toBeDefined();
      const badAlt = await upload(path, cookie, body, { purpose: "photo", alt: "  " }).expect(400);
      expect(badAlt.body.fieldErrors.alt).toBeDefined();
      expect((await upload(path, cookie, body, { purpose: "banner", alt: "x" }).expect(400)).body.message).toMatch(/purpose/);
    });
  });

  it("stores a JPEG's variants as WebP and AVIF without its EXIF or GPS, and serves them immutable", async () => {
    const { pro, cookie, user, path } = await ownedProfessional();
    const jpeg = await images.jpegWithGps();
    const exif = (await sharp(jpeg).metadata()).exif!;
    expect(exif.includes("SampleCam")).toBe(true);
    expect(exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag

    const res = await upload(path, cookie, jpeg, { purpose: "photo", alt: "Portrait in the office" }).expect(201);
    const photo: OwnerPhoto = ownerPhotoSchema.parse(res.body);
    expect(photo.variants.map((v) => [v.width, v.height])).toEqual([
      [96, 96],
      [192, 192],
      [256, 256],
      [512, 512],
    ]);
    const hashes = photo.variants.flatMap((v) => [v.webp, v.avif]);
    const rows = await database.db.select().from(media).where(inArray(media.hash, hashes));
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      expect(row.bytes.includes("Exif")).toBe(false);
      expect(row.bytes.includes("SampleCam")).toBe(false);
      const meta = await sharp(row.bytes).metadata();
      expect([meta.exif, meta.xmp, meta.icc]).toEqual([undefined, undefined, undefined]);
      expect([meta.width, meta.height]).toEqual([row.width, row.height]);
    }

    const big = photo.variants[3]!;
    const webpRes = await request(app).get(`/media/${big.webp}.webp`).buffer(true).expect(200);
    expect(webpRes.headers["content-type"]).toBe("image/webp");
    expect(webpRes.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(webpRes.headers["etag"]).toBe(`"${big.webp}"`);
    expect(webpRes.headers["x-content-type-options"]).toBe("nosniff");
    expect((await sharp(webpRes.body as Buffer).metadata()).format).toBe("webp");
    const avifRes = await request(app).get(`/media/${big.avif}.avif`).buffer(true).expect(200);
    expect(avifRes.headers["content-type"]).toBe("image/avif");
    expect((avifRes.body as Buffer).toString("latin1", 4, 12)).toBe("ftypavif");
    await request(app).get(`/media/${big.webp}.webp`).set("If-None-Match", `"${big.webp}"`).expect(304);

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "listing_photo.create"), eq(auditLog.entityId, String(photo.id))));
    expect(audit?.actorId).toBe(user.id);

    const publicPro = professionalSchema.parse((await request(app).get(`/api/professionals/${pro.id}`).expect(200)).body);
    expect(publicPro.image).toEqual({ alt: "Portrait in the office", variants: photo.variants });
  });

  it("stores a PNG logo (4:3) and a WebP, lists them, sets the main one and deletes", async () => {
    const biz = await createBusiness(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "business", id: biz.id }]);
    const path = `/listings/business/${biz.id}`;
    const first = ownerPhotoSchema.parse((await upload(path, cookie, await images.png(), { purpose: "logo", alt: "Logo" }, "image/png").expect(201)).body);
    expect(first.variants.map((v) => `${v.width}x${v.height}`)).toEqual(["64x48", "128x96", "256x192", "512x384"]);
    const second = ownerPhotoSchema.parse(
      (await upload(path, cookie, await images.webp(), { purpose: "logo", alt: "New logo" }, "application/octet-stream").expect(201)).body,
    );
    const list = await request(app).get(`/api/account${path}/photos`).set("Cookie", cookie).expect(200);
    expect(list.body.map((p: OwnerPhoto) => p.id)).toEqual([first.id, second.id]);
    expect(businessSchema.parse((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body).image?.alt).toBe("Logo");

    const reordered = await request(app).post(`/api/account${path}/photos/${second.id}/main`).set("Cookie", cookie).expect(200);
    expect(reordered.body.map((p: OwnerPhoto) => p.id)).toEqual([second.id, first.id]);
    expect(businessSchema.parse((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body).image?.alt).toBe("New logo");

    await request(app).delete(`/api/account${path}/photos/${second.id}`).set("Cookie", cookie).expect(204);
    const gone = second.variants.flatMap((v) => [v.webp, v.avif]);
    expect(await database.db.select({ hash: media.hash }).from(media).where(inArray(media.hash, gone))).toEqual([]);
    expect(businessSchema.parse((await request(app).get(`/api/businesses/${biz.id}`).expect(200)).body).image?.alt).toBe("Logo");
    await request(app).delete(`/api/account${path}/photos/${second.id}`).set("Cookie", cookie).expect(404);
  });

  it("refuses another owner: their upload to my listing, and my photo through their listing", async () => {
    const mine = await ownedProfessional();
    const photo = ownerPhotoSchema.parse((await upload(mine.path, mine.cookie, await images.webp()).expect(201)).body);
    const theirs = await ownedProfessional();
    const before = await stored("professional", mine.pro.id);
    await upload(mine.path, theirs.cookie, await images.webp()).expect(404);
    await request(app).get(`/api/account${mine.path}/photos`).set("Cookie", theirs.cookie).expect(404);
    await request(app).delete(`/api/account${mine.path}/photos/${photo.id}`).set("Cookie", theirs.cookie).expect(404);
    await request(app).delete(`/api/account${theirs.path}/photos/${photo.id}`).set("Cookie", theirs.cookie).expect(404);
    await request(app).post(`/api/account${theirs.path}/photos/${photo.id}/main`).set("Cookie", theirs.cookie).expect(404);
    expect(await stored("professional", mine.pro.id)).toEqual(before);
  });

  it("serves a cached image from memory, and 404 for an unknown hash, a wrong extension or a bad name", async () => {
    const { cookie, path } = await ownedProfessional();
    const photo = ownerPhotoSchema.parse((await upload(path, cookie, await images.png(), { purpose: "photo", alt: "x" }, "image/png").expect(201)).body);
    const { webp, avif } = photo.variants[0]!;
    const first = await request(app).get(`/media/${webp}.webp`).buffer(true).expect(200);
    await request(app).get(`/media/${webp}.avif`).expect(404);
    await request(app)
      .get(`/media/${"0".repeat(64)}.webp`)
      .expect(404);
    await request(app).get("/media/..%2F..%2Fetc%2Fpasswd").expect(404);
    await request(app).get(`/media/${webp.toUpperCase()}.webp`).expect(404);
    // The bytes come from memory: changed in the database, the served file is still the first one.
    await database.db
      .update(media)
      .set({ bytes: Buffer.from("not read again") })
      .where(eq(media.hash, webp));
    const again = await request(app).get(`/media/${webp}.webp`).buffer(true).expect(200);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
    // Gone from the database, it is gone from the cache too (issue 26 item 11).
    await database.db.delete(media).where(inArray(media.hash, [webp, avif]));
    await request(app).get(`/media/${webp}.webp`).expect(404);
    await request(app).get(`/media/${avif}.avif`).expect(404);
  });
});
