import { importReportSchema, importRunSchema, revertResultSchema, type ImportRun } from "@shared/admin/import";
import { createProfessionals, uniqueToken } from "../../db/factories";
import { connectPgClient } from "../../db/pg-pool";
import { engines, type Engine } from "../../test/database";
import { databaseFailsOn } from "../../test/database-outage";
import { createEditor, listingsHash, serverDatabase, signInOn, startImportServer, type Editor, type ServerDatabase } from "../../test/import-server";
import type { RunningServer } from "../../test/launch-server";
import { BATCH_ROWS } from "./apply-import";

const UPDATED = 50;
const CREATED = 6_000;
const PLANNED = UPDATED + CREATED;
/** The created row the failing statement reaches: in the 4th of 7 batches, after 3 committed. */
const FAILING_ROW = 3_500;
const BEFORE_FAILURE = Math.floor((UPDATED + FAILING_ROW) / BATCH_ROWS) * BATCH_ROWS;

/**
 * How the database goes away mid-import:
 * - "failing row": the statement that reaches one row of a middle batch fails as a shutdown
 *   fails it (57P01), once (databaseFailsOn); the same on both engines.
 * - "terminated sessions" (PostgreSQL): what a shutdown does, for real: once some batches have
 *   landed, every session of the server's database is terminated (pg_terminate_backend, the
 *   import lock's connection too) again and again for 3 s, then the database is let be.
 */
type Outage = "failing row" | "terminated sessions";
const cases: [Engine, Outage][] = engines.flatMap((engine): [Engine, Outage][] =>
  engine === "pglite" ? [[engine, "failing row"]] : [[engine, "terminated sessions"]],
);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** 50 listings the import updates (title) and 6,000 it creates: 7 batches of 1,000. */
function importFile(prefix: string): string {
  const lines = ["external_id,name,title,phone"];
  for (let i = 0; i < UPDATED; i++) lines.push(`${prefix}-old-${i},Old Sample ${i},Partner,210-555-0110`);
  for (let i = 0; i < CREATED; i++) lines.push(`${prefix}-new-${i},New Sample ${i},CPA,210-555-01${String(i % 100).padStart(2, "0")}`);
  return lines.join("\r\n") + "\r\n";
}

async function runs(server: RunningServer, cookie: string): Promise<ImportRun[]> {
  const res = await fetch(`${server.url}/api/admin/import/runs`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/admin/import/runs answered ${res.status}`);
  return importRunSchema.array().parse(await res.json());
}

/** The listings of this test's file as the export shows them: created ones, and updated ones whose title the file changed. */
async function exported(server: RunningServer, cookie: string, prefix: string) {
  const res = await fetch(`${server.url}/api/admin/export/professionals.csv`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const [header, ...lines] = (await res.text()).split("\r\n").filter(Boolean);
  const title = header!.split(",").indexOf("title");
  const rows = lines.map((l) => l.split(",")).filter((cells) => cells[0]!.startsWith(`${prefix}-`));
  const created = rows.filter((cells) => cells[0]!.startsWith(`${prefix}-new-`));
  const updated = rows.filter((cells) => cells[0]!.startsWith(`${prefix}-old-`) && cells[title] === "Partner");
  return { created: created.length, updated: updated.length, distinctIds: new Set(rows.map((cells) => cells[0])).size, rows: rows.length };
}

describe.each(cases)("an import cut short by a lost database on %s (%s)", (engine, outage) => {
  let db: ServerDatabase;
  let server: RunningServer | undefined;
  let cookie: string;
  /** Every listing before either import: each test takes its import back, so the last one finds this again. */
  let before: Awaited<ReturnType<typeof listingsHash>>;
  /** One file per test, each with listings of its own to update. */
  const prefixes = { revert: uniqueToken("cut-r").toLowerCase(), resume: uniqueToken("cut-s").toLowerCase() };

  beforeAll(async () => {
    db = await serverDatabase(engine);
    const database = await db.open();
    let editor: Editor;
    try {
      for (const prefix of Object.values(prefixes)) {
        await createProfessionals(
          database.db,
          Array.from({ length: UPDATED }, (_, i) => ({ externalId: `${prefix}-old-${i}`, name: `Old Sample ${i}`, title: "CPA", phone: "210-555-0110" })),
        );
        // Set before the server starts: on PGlite the server then holds the database alone.
        if (outage === "failing row")
          await databaseFailsOn(database.db, "professionals", "insert", `new.external_id = '${prefix}-new-${FAILING_ROW}'`, { times: 1 });
      }
      editor = await createEditor(database);
      before = await listingsHash(database);
    } finally {
      await database.close();
    }
    server = await startImportServer(db);
    cookie = await signInOn(server, editor);
  }, 120_000);
  afterAll(async () => {
    await server?.stop("SIGKILL");
    await db?.destroy();
  });

  /** Every session of the server's database terminated, as a shutdown does, for `ms`. */
  async function terminateSessions(ms: number): Promise<number> {
    const admin = await connectPgClient(db.env.DATABASE_URL!);
    let terminated = 0;
    try {
      for (const until = Date.now() + ms; Date.now() < until; await pause(20)) {
        const { rows } = await admin.query<{ n: number }>(
          `select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()) t`,
        );
        terminated += rows[0]!.n;
      }
    } finally {
      await admin.end();
    }
    return terminated;
  }

  /** The import, with the database going away in the middle: the answer the client got, and the run as recorded once the database is back. */
  async function importCutShort(server: RunningServer, prefix: string) {
    const earlier = new Set((await runs(server, cookie)).map((r) => r.changeSetId));
    const answer = fetch(`${server.url}/api/admin/import/professionals?dryRun=false`, {
      method: "POST",
      headers: { cookie, "content-type": "text/csv" },
      body: importFile(prefix),
    });
    if (outage === "terminated sessions") {
      let seen: ImportRun | undefined;
      while (!seen || seen.written < BEFORE_FAILURE) {
        if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
        seen = (await runs(server, cookie)).find((r) => !earlier.has(r.changeSetId));
        if (seen?.state === "applied") throw new Error("the import finished before the outage: make it longer");
        await pause(20);
      }
      expect(await terminateSessions(3000)).toBeGreaterThan(0);
    }
    const res = await answer;
    const body = (await res.json()) as { message: string; code?: string };
    // Back from the outage: the server answers again by itself.
    for (let tries = 0; (await fetch(`${server.url}/api/admin/import/runs`, { headers: { cookie } })).status !== 200; tries++) {
      if (tries === 100) throw new Error(`the server did not come back: ${server.output()}`);
      await pause(100);
    }
    const run = (await runs(server, cookie)).find((r) => !earlier.has(r.changeSetId));
    if (!run) throw new Error(`no import was recorded; the client was told ${res.status} ${JSON.stringify(body)}`);
    expectInterrupted(server, res, body, run);
    // Every listing the import changed is counted in the run (which counts its change set's entries).
    const live = await exported(server, cookie, prefix);
    expect(live.updated).toBe(UPDATED);
    expect(live.created + live.updated).toBe(run.written);
    return run;
  }

  /** What the client was told and what is recorded: an interrupted import, revertible and resumable. */
  function expectInterrupted(server: RunningServer, res: Response, body: { message: string; code?: string }, run: ImportRun) {
    expect(res.status, `${JSON.stringify(body)}\n${server.output().slice(-3000)}`).toBe(500);
    expect(body.code).toBe("import_interrupted");
    expect(body.message).toContain(run.changeSetId);
    expect(body.message).toContain("revert it or resume it");
    expect(body.message).not.toMatch(/try again/i);
    expect(run).toMatchObject({ state: "interrupted", planned: PLANNED });
    if (outage === "failing row") expect(run.written).toBe(BEFORE_FAILURE);
    expect(run.written).toBeGreaterThanOrEqual(BEFORE_FAILURE);
    expect(run.written).toBeLessThan(PLANNED);
    expect(body.message).toContain(`stopped after ${run.written.toLocaleString("en-US")} rows of ${PLANNED.toLocaleString("en-US")}`);
  }

  async function revert(server: RunningServer, changeSetId: string) {
    const res = await fetch(`${server.url}/api/admin/import/${changeSetId}/revert`, { method: "POST", headers: { cookie, origin: server.url } });
    expect(res.status).toBe(200);
    return revertResultSchema.parse(await res.json());
  }

  it("is recorded as interrupted, every written row in its change set, and one Revert takes it all back", { timeout: 120_000 }, async () => {
    const prefix = prefixes.revert;
    const run = await importCutShort(server!, prefix);

    const counts = await revert(server!, run.changeSetId);
    expect(counts).toMatchObject({ restored: UPDATED, unpublished: 0 });
    expect(counts.restored + counts.deleted).toBe(run.written);
    expect((await runs(server!, cookie)).find((r) => r.changeSetId === run.changeSetId)?.state).toBe("reverted");
    expect(await exported(server!, cookie, prefix)).toEqual({ created: 0, updated: 0, distinctIds: UPDATED, rows: UPDATED });
  });

  it("is recorded as interrupted, and Resume finishes it with every row written once", { timeout: 120_000 }, async () => {
    const prefix = prefixes.resume;
    const run = await importCutShort(server!, prefix);

    const resumed = await fetch(`${server!.url}/api/admin/import/professionals?dryRun=false&resume=${run.changeSetId}`, {
      method: "POST",
      headers: { cookie, "content-type": "text/csv" },
      body: importFile(prefix),
    });
    const resumedBody: unknown = await resumed.json();
    expect(resumed.status, JSON.stringify(resumedBody).slice(0, 300)).toBe(200);
    const report = importReportSchema.parse(resumedBody);
    expect(report).toMatchObject({ applied: true, changeSetId: run.changeSetId });
    expect(report.counts).toMatchObject({ unchanged: run.written, reject: 0 });
    expect(report.counts.create + report.counts.update).toBe(PLANNED - run.written);
    // One entry per listing under the change set, and one listing per row of the file.
    expect((await runs(server!, cookie)).find((r) => r.changeSetId === run.changeSetId)).toMatchObject({ state: "applied", written: PLANNED });
    expect(await exported(server!, cookie, prefix)).toEqual({ created: CREATED, updated: UPDATED, distinctIds: PLANNED, rows: PLANNED });

    // The finished import is taken back whole, the resumed part too.
    const counts = await revert(server!, run.changeSetId);
    expect(counts).toMatchObject({ restored: UPDATED, deleted: CREATED, unpublished: 0 });
  });

  it("leaves, once both imports are reverted, every listing exactly as it was", { timeout: 60_000 }, async () => {
    await server!.stop();
    server = undefined;
    const database = await db.open();
    try {
      expect(await listingsHash(database)).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
