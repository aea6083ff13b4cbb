import { brotliCompressSync } from "node:zlib";
import request from "supertest";
import { createBusiness, createProfessional, uniqueToken } from "../../db/factories";
import { listingPhotos } from "../../db/schema";
import { engines } from "../../test/database";
import { modulePreloads, seoTestApp, TEST_ENTRY } from "../../test/seo-kit";
import { setupTestApp } from "../../test/test-app";

const HOST = "directory.test";

// The test build (server/test/seo-kit.ts) lists chunks for the article, issue, professional and not-found screens and the layout catalog.
describe.each(engines)("modulepreload of the page's screen on %s", (engine) => {
  const { database, app } = setupTestApp(engine, seoTestApp);
  const page = (path: string) => request(app).get(path).set("Host", HOST);

  it("an article names its screen's chunks and its body's chunk, after the entry script", async () => {
    const { text } = await page("/articles/daytripper-swimmin-grinnin").expect(200);
    expect(modulePreloads(text)).toEqual([
      "/assets/layout-en-test.js",
      "/assets/article-test.js",
      "/assets/catalog-test.js",
      "/assets/daytripper-swimmin-grinnin-test.js",
    ]);
    // The entry script is fetched first; the screen's chunks beside it.
    expect(text.indexOf('src="/assets/index-test.js"')).toBeLessThan(text.indexOf('rel="modulepreload"'));
  });

  it("the same screen's chunks come once each, whatever the page", async () => {
    expect(modulePreloads((await page("/2013/06").expect(200)).text)).toEqual([
      "/assets/layout-en-test.js",
      "/assets/issue-test.js",
      "/assets/catalog-test.js",
    ]);
  });

  it("an unknown article preloads its screen only (which shows not-found): no body chunk is named", async () => {
    expect(modulePreloads((await page("/articles/no-such-story").expect(404)).text)).toEqual([
      "/assets/layout-en-test.js",
      "/assets/article-test.js",
      "/assets/catalog-test.js",
    ]);
  });

  it("a directory page preloads its screen, from the page cache as from the database", async () => {
    const pro = await createProfessional(database.db);
    for (let i = 0; i < 2; i += 1) {
      expect(modulePreloads((await page(`/professional/${pro.id}`).expect(200)).text)).toEqual(["/assets/layout-en-test.js", "/assets/professional-test.js"]);
    }
  });

  it("a listing with an uploaded photo or logo preloads it from the head (AVIF sizes, the picture's own sizes); one without names no image", async () => {
    // The photo rows as an owner's upload leaves them (their files need not exist: the page names them, it never reads them).
    const variants = [96, 192].map((width) => ({ width, height: width, webp: uniqueToken(`webp${width}`), avif: uniqueToken(`avif${width}`) }));
    const pro = await createProfessional(database.db);
    const business = await createBusiness(database.db);
    const bare = await createProfessional(database.db);
    await database.db.insert(listingPhotos).values([
      { listingKind: "professional", listingId: pro.id, purpose: "photo", alt: "", variants, createdBy: null, position: 0 },
      { listingKind: "business", listingId: business.id, purpose: "logo", alt: "", variants, createdBy: null, position: 0 },
    ]);
    const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    const [avif96, avif192] = variants.map((v) => `/media/${v.avif}.avif ${v.width}w`);
    expect(imagePreloads((await page(`/professional/${pro.id}`).expect(200)).text)).toEqual([
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${avif96}, ${avif192}" imagesizes="(min-width: 640px) 160px, min(256px, 100vw - 2rem)" fetchpriority="high" />`,
    ]);
    const spanish = imagePreloads((await page(`/es/business/${business.id}`).expect(200)).text);
    expect(spanish).toHaveLength(1);
    expect(spanish[0]).toContain(`imagesrcset="${avif96}, ${avif192}" imagesizes="(min-width: 640px) 192px, min(256px, 100vw - 2rem)"`);
    expect(imagePreloads((await page(`/professional/${bare.id}`).expect(200)).text)).toEqual([]);
  });

  it("an unknown address preloads the not-found screen", async () => {
    expect(modulePreloads((await page("/no/such/page").expect(404)).text)).toEqual(["/assets/layout-en-test.js", "/assets/not-found-test.js"]);
  });

  it("home preloads only the first render's catalog: its screen is in the entry script", async () => {
    expect(modulePreloads((await page("/").expect(200)).text)).toEqual(["/assets/layout-en-test.js"]);
  });

  it("a screen the build does not list (checkout here) adds no tag of its own", async () => {
    expect(modulePreloads((await page("/checkout").expect(200)).text)).toEqual(["/assets/layout-en-test.js"]);
  });

  it("a Spanish page preloads the first render's catalogs in Spanish, and not in English", async () => {
    expect(modulePreloads((await page("/es").expect(200)).text)).toEqual(["/assets/layout-es-test.js"]);
    expect(modulePreloads((await page("/es/2013/06").expect(200)).text)).toEqual([
      "/assets/layout-es-test.js",
      "/assets/issue-test.js",
      "/assets/catalog-test.js",
    ]);
  });

  it("a hashed asset comes as its brotli copy through the whole app, cached for a year", async () => {
    const res = await page("/assets/index-test.js").set("Accept-Encoding", "gzip, deflate, br").expect(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-length"]).toBe(String(brotliCompressSync(TEST_ENTRY).length));
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    // A script gets the headers that act on a subresource, not a document's (security-headers.ts).
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const header of ["content-security-policy", "x-frame-options", "cross-origin-opener-policy", "referrer-policy", "origin-agent-cluster"]) {
      expect(res.headers[header], header).toBeUndefined();
    }
    expect(res.text).toBe(TEST_ENTRY);
  });

  it("keeps a document's headers on everything else: a page, an image, a path only like a built file's", async () => {
    for (const path of ["/professional/1", "/favicon.svg", "/assets/sub/x.js", "/assets/x.js.html"]) {
      const res = await page(path);
      expect(res.headers["content-security-policy"], path).toBeTruthy();
      expect(res.headers["x-content-type-options"], path).toBe("nosniff");
    }
  });
});
