/**
 * `npm run soak`: the real server (production mode) as its own process under a mixed load
 * for SOAK_SECONDS (default 60) from 20 concurrent clients, printing the server's resident
 * memory every 5 s, then checking that every accepted contact message is a row.
 * Runs on a throwaway PGlite, or on SOAK_DATABASE_URL (a database you can write soak rows to).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, like } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { inquiries } from "../server/db/schema";
import { mixedLoad } from "../server/tools/load-driver";
import { startServer } from "../server/tools/spawn-server";

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 20);
const databaseUrl = process.env.SOAK_DATABASE_URL;
const dir = mkdtempSync(join(tmpdir(), "sabd-soak-"));
const marker = `soak${Date.now().toString(36)}`;

const server = await startServer({
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { PGLITE_DIR: join(dir, "db") }),
  CONTACT_RATE_LIMIT: "1000000000",
  POST_RATE_LIMIT: "1000000000",
});
console.log(`soak: ${seconds} s, ${connections} clients, server pid ${server.child.pid} on ${databaseUrl ? "PostgreSQL" : "PGlite"}`);

const started = Date.now();
const samples: { t: number; rss: number }[] = [];
const sample = () => {
  const s = { t: Math.round((Date.now() - started) / 1000), rss: Math.round(server.rssMb() * 10) / 10 };
  samples.push(s);
  console.log(`  t=${String(s.t).padStart(3)} s  rss ${s.rss} MB`);
};
sample();
const timer = setInterval(sample, 5000);
const result = await mixedLoad(server.url, { seconds, connections, marker, pages: true });
clearInterval(timer);
sample();
await new Promise((r) => setTimeout(r, 5000)); // idle: memory should settle, not climb
sample();

const code = await server.stop();
const database = await openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: join(dir, "db") });
const [row] = await database.db
  .select({ n: count() })
  .from(inquiries)
  .where(like(inquiries.email, `${marker}-%`));
await database.close();
rmSync(dir, { recursive: true, force: true });

const afterWarmup = samples.find((s) => s.t >= 10) ?? samples[0]!;
const underLoad = samples.slice(0, -1);
const end = underLoad[underLoad.length - 1]!;
const peak = Math.max(...samples.map((s) => s.rss));
const bad = Object.entries(result.statuses).filter(([s]) => Number(s) >= 500);
const rows = row?.n ?? 0;
console.log(
  [
    `requests ${result.requests} in ${result.durationS.toFixed(0)} s (${Math.round(result.requests / result.durationS)}/s), statuses ${JSON.stringify(result.statuses)}, errors ${result.errors}, timeouts ${result.timeouts}`,
    `latency p50 ${result.p50} ms, p99 ${result.p99} ms`,
    `rss: start ${samples[0]!.rss} MB, after warm-up (t=${afterWarmup.t}s) ${afterWarmup.rss} MB, end of load ${end.rss} MB, after 5 s idle ${samples[samples.length - 1]!.rss} MB, peak ${peak} MB; growth after warm-up ${Math.round((end.rss - afterWarmup.rss) * 10) / 10} MB`,
    `contact messages: ${result.accepted} accepted, ${rows} rows (${result.sent} sent; a message in flight at the end may be stored unanswered)`,
    `server exit code ${code}`,
  ].join("\n"),
);
const lost = rows < result.accepted;
if (result.errors || bad.length || lost || code !== 0) {
  console.error(
    `soak failed: ${[result.errors && "connection errors", bad.length && "5xx answers", lost && "lost messages", code !== 0 && "unclean exit"].filter(Boolean).join(", ")}`,
  );
  process.exit(1);
}
