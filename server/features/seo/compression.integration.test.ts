import { once } from "node:events";
import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Express } from "express";
import { INITIAL_DATA_ELEMENT_ID } from "@shared/initial-data";
import type { Database } from "../../db/client";
import { createProfessional } from "../../db/factories";
import { engines, openTestDatabase } from "../../test/database";
import { seoTestApp } from "../../test/seo-kit";

/** The answer's status, headers and raw bytes (supertest would decode br and gzip). */
async function rawGet(app: Express, path: string, headers: Record<string, string> = {}) {
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path, headers: { Host: "directory.test", ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  } finally {
    server.close();
  }
}

/**
 * Compression is mounted per router: the directory's reads and the sitemaps send their own
 * encodings (directory/encoding.integration.test.ts), everything else is compressed on the fly.
 */
describe.each(engines)("compression of the site on %s", (engine) => {
  let database: Database;
  let app: Express;
  let professionalId: number;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    // A home page whose first data is well over the 1 kB below which nothing is compressed.
    for (let i = 0; i < 12; i += 1) professionalId = (await createProfessional(database.db)).id;
    app = seoTestApp(database.db);
  });
  afterAll(() => database.close());

  it("compresses a server-rendered page on the fly", async () => {
    // This file's own professional's page: the home page lists whatever other files write to the
    // shared PostgreSQL database meanwhile, so three reads of it could differ (CI saw it once).
    const path = `/professional/${professionalId}`;
    const plain = await rawGet(app, path);
    const br = await rawGet(app, path, { "Accept-Encoding": "gzip, deflate, br" });
    const gzip = await rawGet(app, path, { "Accept-Encoding": "gzip" });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"]]).toEqual(["br", "gzip"]);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(plain.body.toString()).toContain(`id="${INITIAL_DATA_ELEMENT_ID}"`);
  });

  it("sends a sitemap in the client's encoding under one ETag, and 304 while it holds", async () => {
    const plain = await rawGet(app, "/sitemap.xml");
    const br = await rawGet(app, "/sitemap.xml", { "Accept-Encoding": "gzip, deflate, br" });
    const gzip = await rawGet(app, "/sitemap.xml", { "Accept-Encoding": "gzip" });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect([br.headers["content-encoding"], gzip.headers["content-encoding"]]).toEqual(["br", "gzip"]);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect([br.headers.etag, gzip.headers.etag]).toEqual([plain.headers.etag, plain.headers.etag]);
    expect((await rawGet(app, "/sitemap.xml", { "Accept-Encoding": "br", "If-None-Match": plain.headers.etag! })).status).toBe(304);
  });

  it("compresses the API's other answers on the fly, as it did with one global middleware", async () => {
    const res = await rawGet(app, "/api/no-such-route", { "Accept-Encoding": "gzip" });
    expect(res.status).toBe(404);
    // Too small to compress, but it went through the middleware: it varies on Accept-Encoding.
    expect(res.headers.vary).toContain("Accept-Encoding");
  });
});
