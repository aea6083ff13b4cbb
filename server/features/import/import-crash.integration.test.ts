import { importRunSchema, revertResultSchema, type ImportRun } from "@shared/admin/import";
import { createProfessionals } from "../../db/factories";
import { engines } from "../../test/database";
import { createEditor, listingsHash, serverDatabase, signInOn, startImportServer, type ServerDatabase } from "../../test/import-server";
import type { RunningServer } from "../../test/launch-server";

const UPDATED = 50;
const CREATED = 40_000;

/** 50 listings the import updates (title) and 40,000 it creates: 41 batches, so that the kill lands in the middle. */
function importFile(): string {
  const lines = ["external_id,name,title,phone"];
  for (let i = 0; i < UPDATED; i++) lines.push(`crash-old-${i},Old Sample ${i},Partner,210-555-0110`);
  for (let i = 0; i < CREATED; i++) lines.push(`crash-new-${i},New Sample ${i},CPA,210-555-01${String(i % 100).padStart(2, "0")}`);
  return lines.join("\r\n") + "\r\n";
}

async function runs(server: RunningServer, cookie: string): Promise<ImportRun[]> {
  const res = await fetch(`${server.url}/api/admin/import/runs`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/admin/import/runs answered ${res.status}`);
  return importRunSchema.array().parse(await res.json());
}

/**
 * Issue 26 item 2: the real server killed with SIGKILL in the middle of an import. What it left
 * must be one of: nothing, the whole import, or an import recorded as interrupted whose every
 * written row one revert takes back.
 */
describe.each(engines)("an import cut short by kill -9 on %s", (engine) => {
  let db: ServerDatabase;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    db = await serverDatabase(engine);
  });
  afterAll(async () => {
    for (const s of servers) await s.stop("SIGKILL");
    await db?.destroy();
  });

  it("is recorded as interrupted, with Revert restoring every listing", { timeout: 240_000 }, async () => {
    let database = await db.open();
    await createProfessionals(
      database.db,
      Array.from({ length: UPDATED }, (_, i) => ({ externalId: `crash-old-${i}`, name: `Old Sample ${i}`, title: "CPA", phone: "210-555-0110" })),
    );
    const editor = await createEditor(database);
    const before = await listingsHash(database);
    await database.close();

    const first = await startImportServer(db);
    servers.push(first);
    let cookie = await signInOn(first, editor);
    const upload = fetch(`${first.url}/api/admin/import/professionals?dryRun=false`, {
      method: "POST",
      headers: { cookie, "content-type": "text/csv" },
      body: importFile(),
    }).catch(() => null); // the connection dies with the process
    // Kill it once the import is recorded and at least one batch has committed.
    let seen: ImportRun | undefined;
    while (!seen || seen.written === 0) {
      if (first.child.exitCode !== null) throw new Error(`server exited: ${first.output()}`);
      [seen] = await runs(first, cookie);
      if (seen?.state === "applied") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toMatchObject({ state: "running", planned: UPDATED + CREATED });
    await first.stop("SIGKILL");
    expect(await upload).toBeNull();

    const second = await startImportServer(db);
    servers.push(second);
    cookie = await signInOn(second, editor);
    const [after] = await runs(second, cookie);
    // Allowed: interrupted with part written, or (had the kill come late) applied whole.
    expect(after).toMatchObject({ changeSetId: seen.changeSetId, planned: UPDATED + CREATED });
    expect(["interrupted", "applied"]).toContain(after!.state);
    if (after!.state === "interrupted") expect(after!.written).toBeLessThan(UPDATED + CREATED);
    expect(after!.written).toBeGreaterThanOrEqual(seen.written);

    const reverted = await fetch(`${second.url}/api/admin/import/${after!.changeSetId}/revert`, { method: "POST", headers: { cookie, origin: second.url } });
    expect(reverted.status).toBe(200);
    const counts = revertResultSchema.parse(await reverted.json());
    expect(counts.restored + counts.deleted).toBe(after!.written);
    expect((await runs(second, cookie))[0]!.state).toBe("reverted");
    await second.stop();

    database = await db.open();
    try {
      expect(await listingsHash(database)).toEqual(before);
    } finally {
      await database.close();
    }
  });
});
