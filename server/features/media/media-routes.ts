import { eq } from "drizzle-orm";
import express, { type Response, type Router } from "express";
import type { Db } from "../../db/client";
import { media } from "../../db/schema";

export interface MediaCacheOptions {
  /** Most bytes of files kept in memory (least recently served go first). Default 32 MB. */
  maxBytes?: number;
}

interface Cached {
  contentType: string;
  bytes: Buffer;
}

const FILE = /^([0-9a-f]{64})\.(webp|avif)$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /media/<sha256>.<webp|avif>: the stored images, from PostgreSQL, so every process and
 * machine serves the same files. A file never changes under its hash, so the answer is cached
 * for a year (immutable) and the hash is its ETag; recently served files stay in memory
 * (a bounded LRU), so a cached image costs no read of its bytes. A hit still asks the database
 * whether the file exists (a primary-key probe, no bytes): a photo its owner deleted, in any
 * process, stops being served by every process at once (issue 26 item 11).
 */
export function mediaRouter(db: Db, { maxBytes = 32 * 1024 * 1024 }: MediaCacheOptions = {}): Router {
  const router = express.Router();
  const cache = new Map<string, Cached>();
  let held = 0;

  const forget = (key: string) => {
    const old = cache.get(key);
    if (!old) return;
    cache.delete(key);
    held -= old.bytes.length;
  };

  const remember = (key: string, entry: Cached) => {
    if (entry.bytes.length > maxBytes) return;
    cache.set(key, entry);
    held += entry.bytes.length;
    for (const [oldest, old] of cache) {
      if (held <= maxBytes) break;
      cache.delete(oldest);
      held -= old.bytes.length;
    }
  };

  router.get("/media/:file", async (req, res) => {
    const match = FILE.exec(req.params.file);
    if (!match) return notFound(res);
    const [key, hash, ext] = match as unknown as [string, string, string];
    let entry = cache.get(key);
    if (entry && !(await stillStored(db, hash))) {
      // Deleted by this or another process since it was cached: no process serves it any more.
      forget(key);
      return notFound(res);
    }
    if (entry) {
      // Most recently used last: Map keeps insertion order.
      cache.delete(key);
      cache.set(key, entry);
    } else {
      const [row] = await db.select({ contentType: media.contentType, bytes: media.bytes }).from(media).where(eq(media.hash, hash));
      if (!row || row.contentType !== `image/${ext}`) return notFound(res);
      entry = row;
      remember(key, entry);
    }
    res.set({
      "Content-Type": entry.contentType,
      "Cache-Control": IMMUTABLE,
      ETag: `"${hash}"`,
      "X-Content-Type-Options": "nosniff",
    });
    if (req.headers["if-none-match"] === `"${hash}"`) return res.status(304).end();
    res.set("Content-Length", String(entry.bytes.length));
    res.end(req.method === "HEAD" ? undefined : entry.bytes);
  });

  return router;
}

async function stillStored(db: Db, hash: string): Promise<boolean> {
  const rows = await db.select({ hash: media.hash }).from(media).where(eq(media.hash, hash));
  return rows.length > 0;
}

function notFound(res: Response) {
  res.status(404).set("Cache-Control", "no-cache").json({ message: "No such image." });
}
