import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import request from "supertest";
import { precompressedAssets } from "./precompressed-assets";

const IMMUTABLE = "public, max-age=31536000, immutable";
const script = `export const words = ${JSON.stringify("san antonio business directory ".repeat(200))};\n`;
const plain = "body { color: black; }\n".repeat(100);

// The same stack as server/client.ts: on-the-fly compression in front, express.static behind.
function assetsApp(dir: string) {
  const app = express();
  app.use(compression());
  app.use("/assets", precompressedAssets(dir, { cacheControl: IMMUTABLE }), express.static(dir, { immutable: true, maxAge: "1y" }));
  return app;
}

/** The answer's headers and raw bytes, whatever its Content-Encoding (supertest would decode them). */
async function rawGet(app: express.Express, path: string, acceptEncoding: string) {
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  try {
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      get({ host: "127.0.0.1", port, path, headers: { "Accept-Encoding": acceptEncoding } }, resolve).on("error", reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

describe("precompressedAssets", () => {
  let dir: string;
  let br: Buffer;
  let gz: Buffer;
  beforeAll(() => {
    dir = join(mkdtempSync(join(tmpdir(), "sabd-assets-")), "assets");
    mkdirSync(dir);
    br = brotliCompressSync(script);
    gz = gzipSync(script, { level: 9 });
    writeFileSync(join(dir, "index-abc123.js"), script);
    writeFileSync(join(dir, "index-abc123.js.br"), br);
    writeFileSync(join(dir, "index-abc123.js.gz"), gz);
    writeFileSync(join(dir, "plain-abc123.css"), plain);
  });
  afterAll(() => rmSync(join(dir, ".."), { recursive: true, force: true }));

  it("sends the brotli copy to a browser that accepts it, though it lists gzip first", async () => {
    const res = await rawGet(assetsApp(dir), "/assets/index-abc123.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/);
    expect(res.headers["content-length"]).toBe(String(br.length));
    expect(res.headers["etag"]).toBeTruthy();
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it("sends the gzip copy when brotli is not accepted", async () => {
    const res = await rawGet(assetsApp(dir), "/assets/index-abc123.js", "gzip, br;q=0");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers["content-length"]).toBe(String(gz.length));
    expect(res.body.equals(gz)).toBe(true);
  });

  it("sends the file as it is to a client that accepts no compression", async () => {
    const res = await request(assetsApp(dir)).get("/assets/index-abc123.js").set("Accept-Encoding", "identity").expect(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/);
    expect(res.text).toBe(script);
  });

  it("answers a revalidation of the brotli copy with 304", async () => {
    const app = assetsApp(dir);
    const first = await request(app).get("/assets/index-abc123.js").set("Accept-Encoding", "br");
    await request(app).get("/assets/index-abc123.js").set("Accept-Encoding", "br").set("If-None-Match", first.headers["etag"]!).expect(304);
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const res = await request(assetsApp(dir)).head("/assets/index-abc123.js").set("Accept-Encoding", "br").expect(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-length"]).toBe(String(br.length));
  });

  it("leaves a file without copies to the next handlers", async () => {
    const res = await request(assetsApp(dir)).get("/assets/plain-abc123.css").set("Accept-Encoding", "br").expect(200);
    // compressed on the fly by the compression middleware, as before
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.text).toBe(plain);
  });

  it("never serves a copy for a name outside the listed folder", async () => {
    await request(assetsApp(dir)).get("/assets/..%2Fassets%2Findex-abc123.js").set("Accept-Encoding", "br").expect(404);
    await request(assetsApp(dir)).get("/assets/missing.js").set("Accept-Encoding", "br").expect(404);
  });

  it("does nothing when the folder does not exist", async () => {
    await request(assetsApp(join(dir, "nowhere")))
      .get("/assets/index-abc123.js")
      .set("Accept-Encoding", "br")
      .expect(404);
  });
});
