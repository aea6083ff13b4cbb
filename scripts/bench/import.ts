/**
 * CSV import at scale (issue 15 item 7: 100,000 rows in <= 60 s on each engine). Generates a
 * 100,000-row professionals file (fictional sample rows, phones 210-555-01xx) and sends it
 * through the real HTTP endpoint of the import router, on a fresh PGlite data folder and, with
 * a database URL, on a fresh PostgreSQL database: dry run, import (all new), the same file again
 * (all unchanged), a file changing every row's title (all updates), then the revert of that
 * import. Prints seconds; part of `npm run bench`, alone: `npm run bench:import [-- --rows N]`.
 * Then (issue 26 item 6) a public read's p99 while a dry run of every row's update runs, against
 * the same read idle, from a load process of its own, and the longest event-loop stall of the
 * server during that dry run (target: p99 ratio <= 2, stall <= 100 ms).
 *
 * The router runs in this process with an editor set on res.locals, as the staff session
 * middleware sets it: sign-in is not what is measured.
 */
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { writeFileSync } from "node:fs";
import express from "express";
import { asc } from "drizzle-orm";
import { openDatabase, type Database } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { connectPgClient } from "../../server/db/pg-pool";
import { categories, professionals } from "../../server/db/schema";
import { importAdminRouter } from "../../server/features/import/admin-routes";
import { errorHandler } from "../../server/middleware/error-handler";
import type { LoadResult } from "./load";
import { runTs } from "./processes";

const TRADES = ["CPA", "Attorney", "Dentist", "Realtor", "Architect", "Physician", "Consultant", "Contractor"];
const NAMES = ["Ana", "Ben", "Carla", "Diego", "Elena", "Felix", "Gloria", "Hugo", "Irene", "Jorge"];

/** `rows` fictional professionals, about 140 bytes a row (the upload cap is 20 MB). */
export function professionalsCsv(rows: number, title = (i: number) => TRADES[i % TRADES.length]!): string {
  const lines = ["external_id,name,title,company,phone,email,category,specialties,published"];
  for (let i = 0; i < rows; i++) {
    const name = `${NAMES[i % NAMES.length]} Sample${i}`;
    lines.push(
      `bench-${i},${name},${title(i)},Sample Co ${i % 997},210-555-01${String(i % 100).padStart(2, "0")},p${i}@example.com,bench-${i % 8},Tax|Audit,yes`,
    );
  }
  return lines.join("\r\n") + "\r\n";
}

/** Wall seconds, and the CPU seconds of this process (the server, and PGlite when it is the engine): a shared machine inflates the first. */
async function timed<T>(work: () => Promise<T>): Promise<[{ wall: number; cpu: number }, T]> {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = await work();
  const used = process.cpuUsage(cpu);
  return [{ wall: (performance.now() - start) / 1000, cpu: (used.user + used.system) / 1e6 }, value];
}

async function runOn(label: string, database: Database, rows: number) {
  await migrateDatabase(database);
  await database.db.insert(categories).values(Array.from({ length: 8 }, (_, i) => ({ name: `Bench category ${i}`, slug: `bench-${i}` })));
  const app = express();
  app.use((_req, res, next) => {
    res.locals.staff = { id: "bench", email: "bench@example.com", name: "Bench", role: "editor" };
    next();
  });
  app.use("/api/admin", importAdminRouter({ db: database.db, now: () => new Date() }));
  // A public read as the directory's first page does it: a page of listings by id.
  app.get("/read", async (_req, res) => {
    res.json(await database.db.select({ id: professionals.id, name: professionals.name }).from(professionals).orderBy(asc(professionals.id)).limit(20));
  });
  app.use(errorHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin/import`;
  const send = async (csv: string, dryRun: boolean) => {
    const res = await fetch(`${base}/professionals?dryRun=${dryRun}`, { method: "POST", headers: { "Content-Type": "text/csv" }, body: csv });
    const body = (await res.json()) as { counts: Record<string, number>; changeSetId: string | null; message: string };
    if (!res.ok) throw new Error(`${res.status}: ${body.message}`);
    return body;
  };
  try {
    const csv = professionalsCsv(rows);
    const mb = (Buffer.byteLength(csv) / 1024 / 1024).toFixed(1);
    const [dry, dryReport] = await timed(() => send(csv, true));
    const [create, created] = await timed(() => send(csv, false));
    const [same, sameReport] = await timed(() => send(csv, false));
    const [update, updated] = await timed(() =>
      send(
        professionalsCsv(rows, (i) => `Senior ${TRADES[i % TRADES.length]}`),
        false,
      ),
    );
    const [reads, readsDuringDry, stallMs] = await readsDuringDryRun(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, () =>
      send(
        professionalsCsv(rows, (i) => `Senior ${TRADES[i % TRADES.length]}`),
        true,
      ),
    );
    const [revert] = await timed(async () => {
      const res = await fetch(`${base}/${updated.changeSetId}/revert`, { method: "POST" });
      if (!res.ok) throw new Error(`revert: ${res.status} ${await res.text()}`);
    });
    const line = (what: string, s: { wall: number; cpu: number }, counts?: Record<string, number>) =>
      console.log(
        `  ${label.padEnd(10)} ${what.padEnd(34)} ${s.wall.toFixed(1).padStart(6)} s (CPU of this process ${s.cpu.toFixed(1)} s)${counts ? `  ${JSON.stringify(counts)}` : ""}`,
      );
    console.log(`  ${label}: ${rows.toLocaleString("en-US")} rows, ${mb} MB`);
    line("dry run", dry, dryReport.counts);
    line("import, all new", create, created.counts);
    line("same file again, all unchanged", same, sameReport.counts);
    line("import, every row updated", update, updated.counts);
    line("revert of the update", revert);
    console.log(
      `  ${label.padEnd(10)} public read p99 idle ${reads.p99} ms, during a ${rows.toLocaleString("en-US")}-row dry run ${readsDuringDry.p99} ms: ratio ${(readsDuringDry.p99 / Math.max(reads.p99, 1)).toFixed(2)} (target <= 2); ` +
        `longest event-loop stall during it ${stallMs.toFixed(0)} ms (target <= 100); ${readsDuringDry.requests} reads, ${readsDuringDry.failures} failed`,
    );
    console.log(
      `  ${label.padEnd(10)} import <= 60 s: ${create.wall <= 60 && update.wall <= 60 ? "met" : "MISSED"} (load average ${loadavg()[0]!.toFixed(1)})`,
    );
  } finally {
    await new Promise((r) => server.close(r));
  }
}

/** `seconds` of public reads from a load process of its own (4 connections). */
async function readLoad(origin: string, seconds: number): Promise<LoadResult> {
  const file = join(mkdtempSync(join(tmpdir(), "sabd-import-reads-")), "case.json");
  writeFileSync(file, JSON.stringify({ origin, paths: ["/read"], seconds, connections: 4 }));
  const output = await runTs("scripts/bench/load.ts", [file], {});
  return JSON.parse(output.trim().split("\n").at(-1)!) as LoadResult;
}

/**
 * Reads idle, then reads while `dryRun` runs (the load starts with it and lasts 4 s, shorter
 * than a 100k dry run on either engine), with this process's longest event-loop stall meanwhile.
 */
async function readsDuringDryRun(origin: string, dryRun: () => Promise<unknown>): Promise<[LoadResult, LoadResult, number]> {
  const idle = await readLoad(origin, 4);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const running = dryRun();
  const during = await readLoad(origin, 4);
  delay.disable();
  await running;
  return [idle, during, delay.max / 1e6];
}

export async function benchImport(databaseUrl: string | undefined, rows = 100_000): Promise<void> {
  console.log(`\n== CSV import through POST /api/admin/import/professionals`);
  const dir = mkdtempSync(join(tmpdir(), "sabd-import-bench-"));
  const pglite = await openDatabase({ pgliteDir: dir });
  try {
    await runOn("PGlite", pglite, rows);
  } finally {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  if (!databaseUrl) return console.log("  (set DATABASE_URL for the PostgreSQL figures)");
  const name = `sabd_import_bench_${Date.now()}`;
  const admin = await connectPgClient(databaseUrl);
  await admin.query(`CREATE DATABASE ${name}`);
  const pg = await openDatabase({ databaseUrl: Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).href });
  try {
    await runOn("PostgreSQL", pg, rows);
  } finally {
    await pg.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values } = parseArgs({ options: { rows: { type: "string", default: "100000" } } });
  await benchImport(process.env.DATABASE_URL, Number(values.rows));
}
