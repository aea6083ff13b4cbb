import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type pg from "pg";
import request from "supertest";
import { createApp, type AppDeps } from "../../app";
import { isEmbedded, type Db } from "../../db/client";
import { createBusiness, createProfessional, uniqueToken } from "../../db/factories";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { lockTable } from "../../test/table-lock";
import { setupTestDatabase } from "../../test/test-app";
import { createValueCache } from "./cache";
import { createSearchGate, SEARCH_TIMEOUT_MESSAGE } from "./search-gate";

type Row = { id: number; name: string };
const ids = (body: Row[]) => body.map((r) => r.id);

describe.each(engines)("search limits on %s", (engine) => {
  const database = setupTestDatabase(engine, openPrivateDatabase);
  const appWith = (deps: Partial<AppDeps> = {}) => createApp({ db: database.db, stripe: null, ...deps });
  /** `n` professionals whose names hold `term`, in the order a search lists them (name, then id). */
  const professionalsNamed = async (term: string, n: number) => {
    const made = [];
    for (let i = 0; i < n; i += 1) made.push(await createProfessional(database.db, { name: `Pat ${String.fromCharCode(65 + i)} ${term}` }));
    return made;
  };

  it("keeps one cache entry per term whatever its case, spacing or limit, and cuts smaller limits from it", async () => {
    const term = uniqueToken("Casefold").toLowerCase();
    const made = await professionalsNamed(term, 14);
    const cache = createValueCache(database.db, { checkEveryMs: 60_000 });
    const app = appWith({ directoryCache: cache });
    const full = await request(app).get(`/api/professionals?search=${term}`).expect(200);
    expect(ids(full.body)).toEqual(made.map((p) => p.id));
    const entries = cache.size().entries;

    const small = await request(app).get(`/api/professionals?search=%20${term.toUpperCase()}%20&limit=12`).expect(200);
    const mixed = await request(app)
      .get(`/api/professionals?search=${term[0]!.toUpperCase()}${term.slice(1)}&limit=30`)
      .expect(200);
    expect(cache.size().entries).toBe(entries);
    expect(ids(small.body)).toEqual(ids(full.body).slice(0, 12));
    expect(small.headers["x-total-count"]).toBe("14");
    expect(ids(mixed.body)).toEqual(ids(full.body));
    // The cut page's cursor continues where it stopped.
    const rest = await request(app).get(`/api/professionals?search=${term}&limit=12&cursor=${small.headers["x-next-cursor"]}`).expect(200);
    expect(ids(rest.body)).toEqual(ids(full.body).slice(12));
    expect(rest.headers["x-next-cursor"]).toBeUndefined();
  });

  it("counts a one- or two-letter term's matches up to the cap and says when there are more; a longer term counts them all", async () => {
    // An initial no other test's names start with (a random CJK character): a one-letter term of its own.
    const x = String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 20_000));
    const term = uniqueToken("Capped").toLowerCase();
    for (let i = 0; i < 8; i += 1) await createProfessional(database.db, { name: `${x}${String.fromCharCode(97 + i)} Pat ${term}` });
    const app = appWith({ search: { countCap: 5 } });
    const first = await request(app)
      .get(`/api/professionals?search=${encodeURIComponent(x)}&limit=3`)
      .expect(200);
    expect(first.body).toHaveLength(3);
    expect(first.headers["x-total-count"]).toBe("5");
    expect(first.headers["x-total-count-capped"]).toBe("true");
    // A letter matches a tenth of a real directory: its counts per category are not computed.
    expect(first.headers["x-category-counts"]).toBeUndefined();
    const next = await request(app)
      .get(`/api/professionals?search=${encodeURIComponent(x)}&limit=3&cursor=${first.headers["x-next-cursor"]}`)
      .expect(200);
    expect(next.headers["x-total-count-capped"]).toBe("true");
    const exact = await request(appWith({ search: { countCap: 50 } }))
      .get(`/api/professionals?search=${encodeURIComponent(x)}&limit=3`)
      .expect(200);
    expect(exact.headers["x-total-count"]).toBe("8");
    expect(exact.headers["x-total-count-capped"]).toBeUndefined();
    // A ranked term counts every match in the statement that finds them, past any cap.
    const ranked = await request(app).get(`/api/professionals?search=${term}&limit=3`).expect(200);
    expect(ranked.headers["x-total-count"]).toBe("8");
    expect(ranked.headers["x-total-count-capped"]).toBeUndefined();
  });

  it("matches a one- or two-letter term against the start of names, case-insensitively, in list order", async () => {
    // An initial no other test's names start with (a random CJK character, which has no case);
    // ASCII case folding is checked with the second letter.
    const x = String.fromCodePoint(0x4e00 + Math.floor(Math.random() * 20_000));
    const made = await Promise.all([`${x}q Beta`, `${x}Q Alpha`, `${x}r Gamma`].map((name) => createProfessional(database.db, { name })));
    await createProfessional(database.db, { name: `Zed ${x}q` });
    const app = appWith();
    const two = await request(app)
      .get(`/api/professionals?search=${encodeURIComponent(`${x}Q`)}`)
      .expect(200);
    expect(two.body.map((r: Row) => r.name)).toEqual([`${x}Q Alpha`, `${x}q Beta`]);
    expect(two.headers["x-total-count"]).toBe("2");
    const one = await request(app)
      .get(`/api/professionals?search=${encodeURIComponent(x)}&limit=2`)
      .expect(200);
    expect(one.body.map((r: Row) => r.name)).toEqual([`${x}Q Alpha`, `${x}q Beta`]);
    const rest = await request(app)
      .get(`/api/professionals?search=${encodeURIComponent(x)}&limit=2&cursor=${one.headers["x-next-cursor"]}`)
      .expect(200);
    expect(ids(rest.body)).toEqual([made[2]!.id]);
  });

  it("charges only searches that miss the cache to a per-IP budget shared by processes, then answers 429 with Retry-After", async () => {
    const rateLimit = { keyPrefix: `search-test-${randomUUID()}`, limit: 2, windowMs: 60_000 };
    // Two processes: each its own app and cache, one counter in rate_limits.
    const a = appWith({ search: { rateLimit }, directoryCache: createValueCache(database.db, { checkEveryMs: 60_000 }) });
    const b = appWith({ search: { rateLimit }, directoryCache: createValueCache(database.db, { checkEveryMs: 60_000 }) });
    const [one, two, three] = [uniqueToken("budget"), uniqueToken("budget"), uniqueToken("budget")];
    await request(a).get(`/api/professionals?search=${one}`).expect(200);
    await request(a).get(`/api/professionals?search=${one.toUpperCase()}&limit=5`).expect(200); // a hit: free
    await request(a).get("/api/professionals?limit=7").expect(200); // no search: free
    await request(b).get(`/api/professionals?search=${two}`).expect(200);
    const refused = await request(b).get(`/api/professionals?search=${three}`).expect(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toEqual({ message: "Too many searches from your connection. Please try again in 1 minute." });
    await request(a).get(`/api/professionals?search=${three}`).expect(429);
    // Answers already cached stay free.
    await request(a).get(`/api/professionals?search=${one}`).expect(200);
  });

  /**
   * Concurrency needs a pool: PGlite has one connection, so these run on PostgreSQL. A lock
   * held by another session makes searches wait in the database, deterministically.
   */
  it("knows its engine, in a transaction too (PGlite needs other SQL for a trigram filter)", async () => {
    expect(isEmbedded(database.db)).toBe(engine === "pglite");
    expect(await database.db.transaction(async (tx) => isEmbedded(tx as unknown as Db))).toBe(engine === "pglite");
  });

  it("runs a search's statements under its timeout on PostgreSQL, and under none on PGlite (which ignores one)", async () => {
    const gate = createSearchGate(database.db, { timeoutMs: 1234 });
    const shown = await gate.run(async (tx) => (await tx.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] });
    expect(shown.rows[0]?.statement_timeout).toBe(engine === "postgres" ? "1234ms" : "0");
    // The timeout is SET LOCAL: the connection goes back without it.
    const after = (await database.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] };
    expect(after.rows[0]?.statement_timeout).toBe("0");
  });

  describe.skipIf(engine === "pglite")("while searches are stuck in the database", () => {
    let locker: pg.Client;
    beforeEach(async () => {
      // What every ranked search reads first (a term no listing has never reads professionals since issue 26 item 1).
      locker = await lockTable(database.db, "professional_search");
    });
    afterEach(async () => {
      await locker.query("ROLLBACK").catch(() => undefined);
      await locker.end();
    });

    /** Waits until `n` sessions of this database wait for the lock. */
    async function lockWaiters(n: number) {
      for (let i = 0; i < 200; i += 1) {
        // Inside a transaction pg_stat_activity is a snapshot taken once: take a new one.
        await locker.query("SELECT pg_stat_clear_snapshot()");
        const { rows } = await locker.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
        if (rows[0].n >= n) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`fewer than ${n} sessions waiting for the lock`);
    }

    it("keeps pool connections free for other reads: searches query a few at a time", async () => {
      const business = await createBusiness(database.db);
      // One client here: let it take every slot and queue the rest, as many clients would (search-fairness.integration.test.ts).
      const app = appWith({ search: { concurrency: 4, perClient: 4, perClientQueue: 20, timeoutMs: 60_000, rateLimit: { limit: 1000 } } });
      // More stuck searches than the pool (10) has connections.
      const searches = Array.from({ length: 12 }, () =>
        request(app)
          .get(`/api/professionals?search=${uniqueToken("stuck")}`)
          .then((r) => r.status),
      );
      await lockWaiters(4);
      // Without the gate this waits for a connection until the pool gives up (503).
      const read = await request(app).get(`/api/businesses/${business.id}`);
      expect(read.status).toBe(200);
      await locker.query("ROLLBACK");
      expect(await Promise.all(searches)).toEqual(Array(12).fill(200));
    });

    it("stops a search at its statement timeout with a 503 that says so", async () => {
      const app = appWith({ search: { timeoutMs: 200 } });
      // Without a timeout the search would wait for the lock: release it in any case after a while.
      const release = setTimeout(() => void locker.query("ROLLBACK").catch(() => undefined), 8000);
      const res = await request(app).get(`/api/professionals?search=${uniqueToken("slow")}`);
      clearTimeout(release);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: SEARCH_TIMEOUT_MESSAGE });
    });
  });
});
