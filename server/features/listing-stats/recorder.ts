import type { StatBeacon, StatEvent } from "@shared/listing-stats";
import type { Db } from "../../db/client";
import { ClientWindows } from "../../lib/client-windows";
import { StatsBuffer, type CounterField } from "./buffer";
import { dayClock } from "./day";
import { flushBuffer, type FlushOutcome } from "./flush";
import { createSaltKeeper, visitorHash, type SaltKeeper } from "./salts";

export interface StatsRecorderOptions {
  db: Db;
  /** Flush every this many ms (env STATS_FLUSH_INTERVAL_SECONDS); 0: only when flush() or stop() is called (tests). */
  intervalMs: number;
  /** The clock of the San Antonio day (tests move it). */
  now?: () => number;
  /** Most distinct entries (counters, terms, visitors, pages) held between flushes; past it new ones are dropped. */
  maxEntries?: number;
  /**
   * A listing's appearance counts once per client and term in this window (default 30 minutes),
   * remembered for at most `appearanceClients` client-and-term pairs (the oldest go first).
   */
  appearanceWindowMs?: number;
  appearanceClients?: number;
  log?: (fields: Record<string, unknown>, message: string) => void;
}

export interface Visitor {
  ip: string;
  userAgent: string;
}

/**
 * In-memory counts of one process, written to the database in one statement per interval and
 * at shutdown (flush.ts). Recording never touches the database, so counting adds no query to a
 * read. A crash (kill -9, power loss) loses what was counted since the last flush: at most one
 * interval of this process's counts. A failed flush keeps its counts for the next one.
 */
export interface StatsRecorder {
  /** A view or a click reported by a listing page's beacon (validated, bots already left out). */
  event(beacon: StatBeacon, visitor: Visitor): void;
  /**
   * A first page of results shown to `client` (middleware/client-key.ts) for a search or filter:
   * each of its first `limit` rows appeared once, unless already counted for this client and term
   * in the window (a reload or a script repeating one search adds nothing).
   */
  appearances(rows: readonly { id: number }[], limit: number, term: string, client: string): void;
  flush(): Promise<FlushOutcome>;
  /** Stops the timer and flushes what is left (graceful shutdown, before the database closes). */
  stop(): Promise<void>;
  /** Entries waiting for the next flush. */
  pending(): number;
}

const FIELD: Record<Exclude<StatEvent, "view">, CounterField> = { phone: "phone", website: "website", contact: "contact", map: "map" };

export function createStatsRecorder({
  db,
  intervalMs,
  now = Date.now,
  maxEntries = 200_000,
  appearanceWindowMs = 30 * 60_000,
  appearanceClients = 50_000,
  log = () => {},
}: StatsRecorderOptions): StatsRecorder {
  const today = dayClock(now);
  /** client and term → the listings already counted for them in the window. */
  const seen = new ClientWindows<Set<number>>(appearanceWindowMs, appearanceClients);
  const salts: SaltKeeper = createSaltKeeper(db);
  let buffer = new StatsBuffer();
  /** Views that arrived before this process had the day's salt: hashed at the flush, never stored raw. */
  let unsalted: { day: string; listing: string; kind: StatBeacon["kind"]; id: number; visitor: Visitor }[] = [];
  let dropped = 0;
  let running: Promise<FlushOutcome> | undefined;
  const full = () => buffer.size + unsalted.length >= maxEntries;

  function drop() {
    if (dropped++ === 0) log({ maxEntries }, "listing stats: buffer full, dropping counts until the next flush");
  }

  async function write(): Promise<FlushOutcome> {
    const batch = buffer;
    const waiting = unsalted;
    buffer = new StatsBuffer();
    unsalted = [];
    dropped = 0;
    let hashed = 0;
    try {
      const day = today();
      for (const view of waiting) {
        const salt = await salts.forDay(view.day, day);
        batch.addVisitor({ day: view.day, kind: view.kind, id: view.id, visitor: visitorHash(salt, view.listing, view.visitor.ip, view.visitor.userAgent) });
        hashed += 1;
      }
      return await flushBuffer(db, batch);
    } catch (err) {
      // Kept for the next flush: a database outage delays counts, it does not lose them.
      batch.merge(buffer);
      buffer = batch;
      unsalted = [...waiting.slice(hashed), ...unsalted];
      log({ err: err instanceof Error ? err.message : String(err), pending: buffer.size }, "listing stats: flush failed, kept for the next one");
      throw err;
    }
  }

  const flush = (): Promise<FlushOutcome> => {
    running ??= write().finally(() => (running = undefined));
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void flush().catch(() => {}), intervalMs) : undefined;
  timer?.unref();

  return {
    event(beacon, visitor) {
      if (full()) return drop();
      const day = today();
      const counter = buffer.counter(day, beacon.kind, beacon.id);
      if (beacon.event !== "view") {
        counter[FIELD[beacon.event]] += 1;
        return;
      }
      counter.views += 1;
      const listing = `${beacon.kind}:${beacon.id}`;
      const salt = salts.current(day);
      if (salt) buffer.addVisitor({ day, kind: beacon.kind, id: beacon.id, visitor: visitorHash(salt, listing, visitor.ip, visitor.userAgent) });
      else unsalted.push({ day, listing, kind: beacon.kind, id: beacon.id, visitor });
    },
    appearances(allRows, limit, term, client) {
      const rows = notSeenYet(
        seen.current(`${client}\n${term}`, () => new Set(), now()),
        allRows,
        limit,
      );
      if (rows.length === 0) return;
      let shown = buffer.pages.get(rows);
      if (!shown) {
        if (full()) return drop();
        buffer.pages.set(rows, (shown = new Map()));
      }
      const key = `${today()}\n${limit}\n${term}`;
      const n = shown.get(key);
      if (n === undefined) {
        if (full()) return drop();
        buffer.pageEntries += 1;
      }
      shown.set(key, (n ?? 0) + 1);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => {});
      await flush();
    },
    pending: () => buffer.size + unsalted.length,
  };
}

/**
 * The page's first `limit` rows not yet counted for this client and term, marked as counted now.
 * A client's first look at a page (the usual case) keeps the page object itself, which the
 * buffer counts by identity (a cached page costs one map look-up, buffer.ts).
 */
function notSeenYet(counted: Set<number>, rows: readonly { id: number }[], limit: number): readonly { id: number }[] {
  const shown = rows.length > limit ? rows.slice(0, limit) : rows;
  const fresh = shown.filter((row) => !counted.has(row.id));
  for (const row of fresh) counted.add(row.id);
  return fresh.length === shown.length && shown.length === rows.length ? rows : fresh;
}
