import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Db } from "../../db/client";
import { directoryVersion } from "../../db/schema";

/**
 * In-process cache of the directory reads every visitor makes (categories, first pages, a
 * listing by id), stored as ready-to-send JSON bytes with their ETag.
 *
 * Invalidation works across processes: triggers bump `directory_version` in the same
 * transaction as any write to categories, businesses or professionals (migration 0003). A
 * request may be answered from the cache only if the counter was read no earlier than
 * `checkEveryMs` before the request arrived and has not changed since the entry was built,
 * so no process serves data older than that after a commit, however many processes run.
 */
export interface DirectoryCacheOptions {
  /** 0 (the default, what tests use) reads the counter for every request; the server uses 1000. */
  checkEveryMs?: number;
  /** Most entries kept (least recently used go first); ids and search terms are unbounded, memory is not. */
  maxEntries?: number;
  /**
   * Most bytes of answer bodies kept (a first page of 48 listings is ~40 kB, one listing ~1.5 kB);
   * compressed copies, made only when asked for, add at most about a third to that.
   */
  maxBytes?: number;
}

/** What a loader returns: the JSON value, response headers, and when the answer stops being true on its own. */
export interface Loaded {
  value: unknown;
  /** Ready-made bytes to send instead of `value` as JSON (a sitemap's XML). */
  body?: Buffer | undefined;
  headers?: Record<string, string>;
  /** Epoch ms at which the answer changes without any write (a Gold listing lapsing). */
  expiresAt?: number | undefined;
}

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** The body compressed, made on the first request that accepts each encoding (see encodedBody). */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

export type ContentEncoding = "br" | "gzip";
/** Below this size compression saves less than it costs (the compression middleware's threshold too). */
export const COMPRESS_THRESHOLD = 1024;

/**
 * The answer's body in `encoding`, compressed once and kept with the answer: a cached first page
 * is sent thousands of times, and compressing ~30 kB of JSON for each send would cost more than
 * everything else the hit does. Brotli at quality 5 (the compression middleware uses 4).
 */
export function encodedBody(answer: CachedAnswer, encoding: ContentEncoding): Buffer {
  return (answer.encoded[encoding] ??=
    encoding === "br" ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(answer.body));
}

interface Entry {
  version: number;
  expiresAt: number;
  answer: CachedAnswer;
}

export interface DirectoryCache {
  /** The cached answer for `key`, or `load()`'s (cached when still current); undefined when load finds nothing. */
  get(key: string, load: () => Promise<Loaded | undefined>): Promise<CachedAnswer | undefined>;
  /** The answer for `key` when one is current or already being loaded; undefined (and nothing loaded) otherwise. */
  peek(key: string): Promise<CachedAnswer | undefined>;
  /** Entries and body bytes held now. */
  size(): { entries: number; bytes: number };
}

export function createDirectoryCache(db: Db, { checkEveryMs = 0, maxEntries = 5000, maxBytes = 64 * 1024 * 1024 }: DirectoryCacheOptions = {}): DirectoryCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const loading = new Map<string, { version: number; promise: Promise<CachedAnswer | undefined> }>();
  let known: { version: number; readAt: number } | undefined;
  let pending: { startedAt: number; promise: Promise<number> } | undefined;

  /** Reads the counter; when it moved, every entry goes. One read in flight serves all waiting requests. */
  function readVersion(startedAt: number): Promise<number> {
    const promise = db
      .select({ version: directoryVersion.version })
      .from(directoryVersion)
      .then(([row]) => {
        const version = row?.version ?? 0;
        if (!known || startedAt > known.readAt) {
          if (known?.version !== version) {
            entries.clear();
            bytes = 0;
          }
          known = { version, readAt: startedAt };
        }
        return version;
      })
      .finally(() => {
        if (pending?.promise === promise) pending = undefined;
      });
    pending = { startedAt, promise };
    return promise;
  }

  /** A counter value read no earlier than checkEveryMs before `arrival`. */
  function versionFor(arrival: number): Promise<number> {
    const oldest = arrival - checkEveryMs;
    if (known && known.readAt >= oldest) return Promise.resolve(known.version);
    if (pending && pending.startedAt >= oldest) return pending.promise;
    return readVersion(performance.now());
  }

  function remove(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.answer.body.length;
  }

  function store(key: string, entry: Entry) {
    remove(key);
    if (entry.answer.body.length > maxBytes) return;
    entries.set(key, entry); // Map order = recency
    bytes += entry.answer.body.length;
    while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
  }

  /** A hit moves to the most recent end. */
  function touch(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
  }

  /** A current entry, or the load of one already under way. */
  function lookup(key: string, version: number): CachedAnswer | Promise<CachedAnswer | undefined> | undefined {
    const hit = entries.get(key);
    if (hit && hit.version >= version && hit.expiresAt > Date.now()) {
      touch(key, hit);
      return hit.answer;
    }
    const inFlight = loading.get(key);
    if (inFlight && inFlight.version >= version) return inFlight.promise;
    return undefined;
  }

  return {
    size: () => ({ entries: entries.size, bytes }),
    async peek(key) {
      return lookup(key, await versionFor(performance.now()));
    },
    async get(key, load) {
      const version = await versionFor(performance.now());
      const found = lookup(key, version);
      if (found) return found;
      // The load starts after the counter was read, so its rows are at least as new as `version`.
      const promise = load()
        .then((loaded) => {
          if (!loaded) return undefined;
          const answer = toAnswer(loaded);
          // Stored only if no change was seen meanwhile: otherwise these rows may predate it.
          if (known?.version === version) store(key, { version, expiresAt: loaded.expiresAt ?? Infinity, answer });
          return answer;
        })
        .finally(() => {
          if (loading.get(key)?.promise === promise) loading.delete(key);
        });
      loading.set(key, { version, promise });
      return promise;
    },
  };
}

export function toAnswer({ value, body = Buffer.from(JSON.stringify(value)), headers = {} }: Loaded): CachedAnswer {
  // Weak: the same answer goes out in several encodings.
  const etag = `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, etag, headers, encoded: {} };
}

/** The earliest Gold end among professionals, after which a cached order or badge is wrong. */
export function goldLapse(rows: { goldUntil: string | null }[]): number | undefined {
  let first: number | undefined;
  for (const row of rows) {
    const end = row.goldUntil ? Date.parse(row.goldUntil) : NaN;
    if (!Number.isNaN(end) && (first === undefined || end < first)) first = end;
  }
  return first;
}
