import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

type ContentEncoding = "br" | "gzip";
/** Below this size compression saves less than it costs (the compression middleware's threshold too). */
export const COMPRESS_THRESHOLD = 1024;

/** A value as sent: its bytes, their ETag, and the compressed copies made so far. */
interface Encoded {
  body: Buffer;
  etag?: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Per value object, so a cached value (the same object from hit to hit) is serialised, hashed
 * and compressed once however often it is sent, and an uncached one once per request. Weak:
 * an entry goes when its value leaves the cache.
 */
const memo = new WeakMap<object, Encoded>();

/** A Buffer is sent as it is; anything else as JSON. */
const toBytes = (value: unknown) => (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value) ?? "null"));

function encodedOf(value: unknown): Encoded {
  if (typeof value !== "object" || value === null) return { body: toBytes(value) };
  let found = memo.get(value);
  if (!found) memo.set(value, (found = { body: toBytes(value) }));
  return found;
}

/**
 * The bytes `value` is sent as (its JSON, or itself when a Buffer): what the value cache counts
 * against its byte budget. Made once and kept for sendJson, so measuring costs no second serialisation.
 */
export const sentSize = (value: unknown): number => encodedOf(value).body.length;

/** Weak: the same bytes go out in several encodings. */
const etagOf = (encoded: Encoded) => (encoded.etag ??= `W/"${createHash("sha1").update(encoded.body).digest("base64url").slice(0, 27)}"`);

/**
 * The body in `encoding`, compressed once and kept: a cached first page is sent thousands of
 * times, and compressing ~30 kB of JSON for each send would cost more than everything else the
 * hit does. Brotli at quality 5 (the compression middleware uses 4).
 */
const compressed = (encoded: Encoded, encoding: ContentEncoding) =>
  (encoded[encoding] ??= encoding === "br" ? brotliCompressSync(encoded.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(encoded.body));

export interface SendOptions {
  headers?: Record<string, string>;
}

/**
 * Sends bytes that compress themselves (routers mounted without the compression middleware,
 * whose per-request wrapping alone cost ~18% of a cached read's rate). Express answers 304
 * itself when If-None-Match matches the ETag; the body goes out in the encoding the client
 * prefers among br and gzip.
 */
function sendEncoded(req: Request, res: Response, encoded: Encoded, type: string, { headers = {} }: SendOptions) {
  res.vary("Accept-Encoding").set(headers).set("ETag", etagOf(encoded)).type(type);
  // Browsers list gzip before br with equal weight; br is smaller, so it wins whenever accepted.
  const encoding = encoded.body.length < COMPRESS_THRESHOLD ? undefined : req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : undefined;
  if (!encoding) return void res.send(encoded.body);
  res.set("Content-Encoding", encoding).send(compressed(encoded, encoding));
}

/** `value` as JSON with its ETag, in the client's encoding; serialised and compressed once per value object. */
export function sendJson(req: Request, res: Response, value: unknown, options: SendOptions = {}): void {
  sendEncoded(req, res, encodedOf(value), "json", options);
}

/** Ready-made bytes (a sitemap's XML) of the given type, likewise compressed once per Buffer. */
export function sendBytes(req: Request, res: Response, bytes: Buffer, type: string, options: SendOptions = {}): void {
  sendEncoded(req, res, encodedOf(bytes), type, options);
}
