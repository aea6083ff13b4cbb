import { get, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import request from "supertest";
import { createApp } from "../../app";
import { createCategory, createProfessional } from "../../db/factories";
import { engines } from "../../test/database";
import { setupTestDatabase } from "../../test/test-app";
import { createValueCache } from "./cache";

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** node:http, because supertest and fetch decode br and gzip themselves: the bytes as sent. */
function fetchRaw(server: Server, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe.each(engines)("directory answers in the client's encoding on %s", (engine) => {
  const database = setupTestDatabase(engine);
  let categoryId: number;
  beforeAll(async () => {
    categoryId = (await createCategory(database.db)).id;
    // Enough listings that the page is well over the 1 kB below which nothing is compressed.
    for (let i = 0; i < 12; i += 1) await createProfessional(database.db, { categoryId });
  });
  const app = () => createApp({ db: database.db, stripe: null, directoryCache: createValueCache(database.db) });

  it("sends br, gzip or identity as asked, each the same JSON under one ETag, twice from the cache", async () => {
    const server = app().listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const path = `/api/professionals?categoryIds=${categoryId}`;
      const plain = await fetchRaw(server, path, {});
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const json = JSON.parse(plain.body.toString("utf8")) as unknown[];
      expect(json).toHaveLength(12);
      for (const round of [1, 2]) {
        // What Chromium sends: gzip listed first, br preferred all the same.
        const br = await fetchRaw(server, path, { "Accept-Encoding": "gzip, deflate, br, zstd" });
        const gzip = await fetchRaw(server, path, { "Accept-Encoding": "gzip" });
        expect([br.headers["content-encoding"], gzip.headers["content-encoding"]], `round ${round}`).toEqual(["br", "gzip"]);
        expect(JSON.parse(brotliDecompressSync(br.body).toString("utf8"))).toEqual(json);
        expect(JSON.parse(gunzipSync(gzip.body).toString("utf8"))).toEqual(json);
        for (const res of [br, gzip]) {
          expect(res.headers.etag).toBe(plain.headers.etag);
          expect(res.headers.vary).toContain("Accept-Encoding");
          expect(Number(res.headers["content-length"])).toBeLessThan(plain.body.length);
        }
      }
      const revalidated = await fetchRaw(server, path, { "Accept-Encoding": "br", "If-None-Match": plain.headers.etag! });
      expect(revalidated.status).toBe(304);
    } finally {
      server.close();
    }
  });

  it("counts a cached first page as the bytes it is sent as", async () => {
    const cache = createValueCache(database.db, { checkEveryMs: 60_000 });
    const server = createApp({ db: database.db, stripe: null, directoryCache: cache });
    // The first list also caches the directory's category counts, which every later selection shares.
    await request(server).get("/api/professionals?categoryIds=2147483").expect(200);
    const before = cache.size();
    const res = await request(server).get(`/api/professionals?categoryIds=${categoryId}`).expect(200);
    // The rows' JSON (made once, then sent), not the page with its total and cursor.
    expect(cache.size()).toEqual({ entries: before.entries + 1, bytes: before.bytes + Buffer.byteLength(res.text) });
  });

  it("leaves small answers and error answers uncompressed", async () => {
    const server = app();
    const [pro] = (await request(server).get(`/api/professionals?categoryIds=${categoryId}&limit=1`).expect(200)).body as { id: number }[];
    const one = await request(server).get(`/api/professionals/${pro!.id}`).set("Accept-Encoding", "br, gzip").expect(200);
    expect(Buffer.byteLength(JSON.stringify(one.body))).toBeLessThan(1024);
    expect(one.headers["content-encoding"]).toBeUndefined();
    const missing = await request(server).get("/api/professionals/2147483647").set("Accept-Encoding", "br, gzip").expect(404);
    expect(missing.body).toEqual({ message: "No professional with id 2147483647" });
  });
});
