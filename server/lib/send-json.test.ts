import { once } from "node:events";
import { get, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { sendBytes, sendJson, sentSize } from "./send-json";

/** The answer's status, headers and raw bytes (supertest would decode br and gzip). */
async function rawGet(app: express.Express, path: string, headers: Record<string, string> = {}) {
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
  } finally {
    server.close();
  }
}

/** A value that counts how often it is serialised. */
function counted(rows: number) {
  const value = { serialised: 0, toJSON: () => ((value.serialised += 1), Array.from({ length: rows }, (_, i) => ({ id: i, name: `Listing number ${i}` }))) };
  return value;
}

describe("sendJson", () => {
  it("serialises a value once however often and in whichever encoding it is sent, under one ETag", async () => {
    const cached = counted(100);
    const app = express().get("/", (req, res) => sendJson(req, res, cached, { headers: { "X-Total-Count": "100" } }));
    const plain = await rawGet(app, "/");
    const br = await rawGet(app, "/", { "Accept-Encoding": "gzip, deflate, br" });
    const gzip = await rawGet(app, "/", { "Accept-Encoding": "gzip" });
    const again = await rawGet(app, "/", { "Accept-Encoding": "br" });
    expect(cached.serialised).toBe(1);
    expect(plain.headers["content-type"]).toMatch(/^application\/json/);
    expect(plain.headers["x-total-count"]).toBe("100");
    expect([plain, br, gzip, again].map((res) => res.headers["content-encoding"])).toEqual([undefined, "br", "gzip", "br"]);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(again.body.equals(br.body)).toBe(true);
    for (const res of [br, gzip, again]) expect(res.headers.etag).toBe(plain.headers.etag);
    expect(plain.headers.vary).toContain("Accept-Encoding");
    expect((await rawGet(app, "/", { "Accept-Encoding": "br", "If-None-Match": plain.headers.etag! })).status).toBe(304);
  });

  it("serialises a value that is not cached (a new object per request) once per request", async () => {
    const made: ReturnType<typeof counted>[] = [];
    const app = express().get("/", (req, res) => sendJson(req, res, made[made.push(counted(100)) - 1]));
    const first = await rawGet(app, "/", { "Accept-Encoding": "gzip" });
    const second = await rawGet(app, "/", { "Accept-Encoding": "gzip" });
    expect(made.map((value) => value.serialised)).toEqual([1, 1]);
    // Equal values, equal ETags.
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("leaves a body under 1 kB uncompressed", async () => {
    const app = express().get("/", (req, res) => sendJson(req, res, { id: 1 }));
    const res = await rawGet(app, "/", { "Accept-Encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ id: 1 });
  });

  it("counts a value's size as the bytes it is sent as", () => {
    expect(sentSize("x".repeat(38))).toBe(40);
    expect(sentSize({ name: "é" })).toBe(Buffer.byteLength('{"name":"é"}'));
    expect(sentSize(Buffer.alloc(123))).toBe(123);
  });
});

describe("sendBytes", () => {
  it("sends ready-made bytes as the given type, in the client's encoding, under one ETag", async () => {
    const xml = Buffer.from(`<?xml version="1.0"?>\n<urlset>${"<url><loc>https://example.test/x</loc></url>".repeat(100)}</urlset>\n`);
    const app = express().get("/sitemap.xml", (req, res) => sendBytes(req, res, xml, "application/xml", { headers: { "Cache-Control": "no-cache" } }));
    const plain = await rawGet(app, "/sitemap.xml");
    const br = await rawGet(app, "/sitemap.xml", { "Accept-Encoding": "br" });
    const gzip = await rawGet(app, "/sitemap.xml", { "Accept-Encoding": "gzip" });
    expect(plain.body.equals(xml)).toBe(true);
    expect(plain.headers["content-type"]).toMatch(/^application\/xml/);
    expect(plain.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(br.body).equals(xml)).toBe(true);
    expect(gunzipSync(gzip.body).equals(xml)).toBe(true);
    expect([br.headers.etag, gzip.headers.etag]).toEqual([plain.headers.etag, plain.headers.etag]);
  });
});
