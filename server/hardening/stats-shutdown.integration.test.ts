import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { listingStatsDaily } from "../db/schema";
import { startServer, type RunningServer, copiedPgliteDir } from "../test/launch-server";

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

/**
 * Issue 17: counts live in the process's memory until a flush. With an interval far longer than
 * this test, only the shutdown's own flush can write them: SIGTERM must leave them in the database.
 * The beacons are sent as a browser's sendBeacon sends them (text/plain, our Origin).
 */
describe("listing statistics at SIGTERM on the real server process", { timeout: 90_000 }, () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sabd-stats-shutdown-"));
    server = await startServer({ PGLITE_DIR: copiedPgliteDir(join(dir, "db")), STATS_FLUSH_INTERVAL_SECONDS: "3600", SHUTDOWN_DELAY_MS: "0" });
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes what was counted since the last flush before the process exits", async () => {
    const [listing] = (await (await fetch(`${server.url}/api/professionals?limit=1`)).json()) as { id: number; name: string }[];
    const send = (event: string) =>
      fetch(`${server.url}/api/stats/events`, {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8", Origin: server.url, "User-Agent": BROWSER },
        body: JSON.stringify({ kind: "professional", id: listing!.id, event }),
      });
    for (const event of ["view", "view", "phone", "map"]) expect((await send(event)).status).toBe(204);
    // A search that shows it, as a person's browser asks it.
    const term = listing!.name.split(" ")[0]!;
    expect((await fetch(`${server.url}/api/professionals?search=${encodeURIComponent(term)}`, { headers: { "User-Agent": BROWSER } })).status).toBe(200);

    expect(await server.stop("SIGTERM")).toBe(0);
    const database = await openDatabase({ pgliteDir: join(dir, "db") });
    try {
      const [row] = await database.db
        .select()
        .from(listingStatsDaily)
        .where(and(eq(listingStatsDaily.listingKind, "professional"), eq(listingStatsDaily.listingId, listing!.id)));
      expect(row).toMatchObject({ views: 2, visitors: 1, phoneClicks: 1, mapClicks: 1, appearances: 1 });
    } finally {
      await database.close();
    }
  });
});
