import { existsSync, readdirSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import type { RequestHandler } from "express";

/** The encodings the build writes beside an asset (scripts/vite-precompress-plugin.ts), best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

export interface PrecompressedOptions {
  /** Cache-Control of the answer (hashed assets: a year, immutable). */
  cacheControl: string;
}

/**
 * Serves the build's brotli or gzip copy of a file under `dir` when the request accepts it:
 * the copy is compressed once at build time at the highest level, and costs no CPU per request.
 * The folder is listed once, at start; files without a copy, and requests that accept neither
 * encoding, go on to the next handler (express.static, compressed on the fly if at all).
 */
export function precompressedAssets(dir: string, { cacheControl }: PrecompressedOptions): RequestHandler {
  const root = resolve(dir);
  const copies = new Set(existsSync(root) ? readdirSync(root) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Only names listed at start are served: a path that is not one of them goes on untouched.
    const name = req.path.slice(1);
    const available = ENCODINGS.filter(({ suffix }) => copies.has(name + suffix));
    if (!available.length) return next();
    // Vary even when we send the plain file: a cache must not hand it to the next browser as is.
    res.vary("Accept-Encoding");
    // The first accepted in our order: browsers list gzip before br, yet br is the smaller.
    const encoding = available.find((e) => req.acceptsEncodings(e.name) === e.name);
    if (!encoding) return next();
    res.type(extname(name));
    res.set({ "Content-Encoding": encoding.name, "Cache-Control": cacheControl });
    res.sendFile(join(root, name + encoding.suffix), { cacheControl: false }, (err) => {
      if (err && !res.headersSent) {
        res.removeHeader("Content-Encoding");
        next();
      }
    });
  };
}
