import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "../../db/client";
import { directoryVersion } from "../../db/schema";
import { sentSize } from "../../lib/send-json";

/**
 * In-process cache of the directory reads every visitor makes (categories, first pages, a
 * listing by id, a page's first data, a sitemap), as the values themselves: how they are sent
 * (JSON, ETag, br and gzip, once per value) is lib/send-json.ts's business.
 *
 * Invalidation works across processes: triggers bump `directory_version` in the same
 * transaction as any write to categories, businesses or professionals (migration 0003). A
 * request may be answered from the cache only if the counter was read no earlier than
 * `checkEveryMs` before the request arrived and has not changed since the entry was built,
 * so no process serves data older than that after a commit, however many processes run.
 * A process that writes itself calls `recheck()` once its write has committed (app.ts does so
 * for every write request, before answering it): its own next read then re-reads the counter,
 * so an editor's next public read shows their change at once.
 *
 * Expiry composes: a value built from other cached values (a page from a listing's detail, a
 * list's first page) is good only as long as its shortest-lived part. Each load runs in its
 * own async context that collects the expiry of every value `get` or `peek` hands it (a hit, a
 * load joined in flight or its own), and the value is kept until the earliest of those and its
 * own expiresAt. So whatever is composed into a value is never served older than its own limit
 * (the response figures' 10 minutes inside a page's first data, issue 31), without the
 * composer having to know which parts change with time alone.
 */
export interface ValueCacheOptions {
  /** 0 (the default, what tests use) reads the counter for every request; the server uses 1000. */
  checkEveryMs?: number;
  /** Most entries kept (least recently used go first); ids and search terms are unbounded, memory is not. */
  maxEntries?: number;
  /**
   * Most bytes of values kept, each counted as the bytes it is sent as (Loaded.bytes). A first
   * page of 48 listings is ~40 kB, one listing ~1.5 kB; compressed copies, made only when asked
   * for, add at most about a third to that.
   */
  maxBytes?: number;
}

/** What a loader returns: the value, and when it stops being true on its own. */
export interface Loaded<T> {
  value: T;
  /**
   * Epoch ms at which the value changes without any write (a Gold listing lapsing), counting
   * only its own reads: the cache lowers it to the earliest expiry of the cached values the
   * load read (its parts).
   */
  expiresAt?: number | undefined;
  /**
   * The value's size against maxBytes: by default the bytes it is sent as (sentSize: its JSON,
   * made once and kept for sendJson, so measuring is no second serialisation; a Buffer's length).
   * A value of which only a part is sent (a page: its rows) gives that part's size.
   */
  bytes?: number;
}

interface Entry {
  version: number;
  expiresAt: number;
  value: unknown;
  bytes: number;
}

/** A value as the cache hands it on: with the time it is good until. */
interface Held {
  value: unknown;
  expiresAt: number;
}

/** The expiry of the load under way in this async context: the earliest of its parts' so far. */
const composing = new AsyncLocalStorage<{ expiresAt: number }>();

/** A value handed to a load under way is one of its parts: the load is good no longer than it. */
function partOf(held: Held | undefined): void {
  const load = composing.getStore();
  if (held && load && held.expiresAt < load.expiresAt) load.expiresAt = held.expiresAt;
}

export interface ValueCache {
  /** The cached value for `key`, or `load()`'s (cached when still current); undefined when load finds nothing. */
  get<T>(key: string, load: () => Promise<Loaded<T> | undefined>): Promise<T | undefined>;
  /** The value for `key` when one is current or already being loaded; undefined (and nothing loaded) otherwise. */
  peek<T>(key: string): Promise<T | undefined>;
  /** Entries and value bytes held now. */
  size(): { entries: number; bytes: number };
  /** The next request re-reads the counter, whatever checkEveryMs says: call it after a write of this process commits. */
  recheck(): void;
}

export function createValueCache(db: Db, { checkEveryMs = 0, maxEntries = 5000, maxBytes = 64 * 1024 * 1024 }: ValueCacheOptions = {}): ValueCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const loading = new Map<string, { version: number; promise: Promise<Held | undefined> }>();
  /** Counts recheck() calls: a counter read made in an earlier epoch is not trusted. */
  let epoch = 0;
  let known: { version: number; readAt: number; epoch: number } | undefined;
  let pending: { startedAt: number; epoch: number; promise: Promise<number> } | undefined;

  /** Reads the counter; when it moved, every entry goes. One read in flight serves all waiting requests. */
  function readVersion(startedAt: number): Promise<number> {
    const readEpoch = epoch;
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
          known = { version, readAt: startedAt, epoch: readEpoch };
        }
        return version;
      })
      .finally(() => {
        if (pending?.promise === promise) pending = undefined;
      });
    pending = { startedAt, epoch: readEpoch, promise };
    return promise;
  }

  /** A counter value read no earlier than checkEveryMs before `arrival`. */
  function versionFor(arrival: number): Promise<number> {
    const oldest = arrival - checkEveryMs;
    if (known && known.epoch === epoch && known.readAt >= oldest) return Promise.resolve(known.version);
    if (pending && pending.epoch === epoch && pending.startedAt >= oldest) return pending.promise;
    return readVersion(performance.now());
  }

  function remove(key: string) {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    bytes -= old.bytes;
  }

  function store(key: string, entry: Entry) {
    remove(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry); // Map order = recency
    bytes += entry.bytes;
    while (entries.size > maxEntries || bytes > maxBytes) remove(entries.keys().next().value!);
  }

  /** A hit moves to the most recent end. */
  function touch(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
  }

  /** A current entry's value, or the load of one already under way. */
  function lookup(key: string, version: number): Held | Promise<Held | undefined> | undefined {
    const hit = entries.get(key);
    if (hit && hit.version >= version && hit.expiresAt > Date.now()) {
      touch(key, hit);
      return hit;
    }
    const inFlight = loading.get(key);
    if (inFlight && inFlight.version >= version) return inFlight.promise;
    return undefined;
  }

  return {
    size: () => ({ entries: entries.size, bytes }),
    recheck: () => {
      // Only a read that starts after this call is trusted: it sees every commit made before it.
      epoch++;
    },
    async peek<T>(key: string) {
      const found = lookup(key, await versionFor(performance.now()));
      const held = found instanceof Promise ? await found : found;
      partOf(held);
      return held?.value as T | undefined;
    },
    async get<T>(key: string, load: () => Promise<Loaded<T> | undefined>) {
      const version = await versionFor(performance.now());
      const found = lookup(key, version) ?? loadFresh(key, version, load);
      const held = found instanceof Promise ? await found : found;
      // After the await, so in the caller's context: a load that asks for this value takes its expiry.
      partOf(held);
      return held?.value as T | undefined;
    },
  };

  /** Runs `load` collecting its parts' expiries; keeps its value (unless a change was seen meanwhile) until the earliest. */
  function loadFresh<T>(key: string, version: number, load: () => Promise<Loaded<T> | undefined>): Promise<Held | undefined> {
    const parts = { expiresAt: Infinity };
    // The load starts after the counter was read, so its rows are at least as new as `version`.
    const promise = composing
      .run(parts, load)
      .then((loaded): Held | undefined => {
        if (!loaded) return undefined;
        const expiresAt = Math.min(loaded.expiresAt ?? Infinity, parts.expiresAt);
        // Stored only if no change was seen meanwhile: otherwise these rows may predate it.
        if (known?.version === version) store(key, { version, expiresAt, value: loaded.value, bytes: loaded.bytes ?? sentSize(loaded.value) });
        return { value: loaded.value, expiresAt };
      })
      .finally(() => {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      });
    loading.set(key, { version, promise });
    return promise;
  }
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
