import { connectPgClient } from "../db/pg-pool";
import { loadSampleData } from "../db/load-sample-data";
import { startServer, type RunningServer } from "../test/launch-server";
import { findPgBin, SKIP_REASON, startTempPostgres, type TempPostgres } from "../test/temp-postgres";

/** Two real server processes on one PostgreSQL, as behind a load balancer. */
const pgBin = findPgBin();
if (!pgBin) console.warn(SKIP_REASON);

const json = { "content-type": "application/json" };

describe.skipIf(!pgBin)("two server processes on one PostgreSQL", () => {
  let db: TempPostgres;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    db = await startTempPostgres(pgBin!);
    const env = { DATABASE_URL: db.url, CONTACT_RATE_LIMIT: "3", POST_RATE_LIMIT: "8", SHUTDOWN_DELAY_MS: "0" };
    // Both at the same moment on an empty database, as after a deploy: one migrates and seeds, the other waits.
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    db?.destroy();
  });

  it("start together on an empty database, which is migrated and seeded once", async () => {
    const client = await connectPgClient(db.url);
    const count = async (table: string) => Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
    const counts = { businesses: await count("businesses"), professionals: await count("professionals") };
    await client.end();
    const sample = loadSampleData();
    expect(counts).toEqual({ businesses: sample.businesses.length, professionals: sample.professionals.length });
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  });

  it("share the rate limits: the limit holds across both processes", async () => {
    const email = `shared-${Date.now()}@example.com`;
    const contact = (s: RunningServer) =>
      fetch(`${s.url}/api/contact`, { method: "POST", headers: json, body: JSON.stringify({ name: "Shared Limit", email, message: "hello" }) }).then(
        (r) => r.status,
      );
    // Alternating between the processes: 3 accepted in all, not 3 each.
    const contactStatuses = [await contact(a), await contact(b), await contact(a), await contact(b), await contact(a)];
    expect(contactStatuses).toEqual([201, 201, 201, 429, 429]);

    // The general POST limit (8) has counted those 5; 3 more pass (to a 404 here), then 429 on both.
    const other = (s: RunningServer) => fetch(`${s.url}/api/no-such-endpoint`, { method: "POST", headers: json, body: "{}" }).then((r) => r.status);
    const otherStatuses = [await other(b), await other(a), await other(b), await other(a), await other(b), await other(a)];
    expect(otherStatuses).toEqual([404, 404, 404, 429, 429, 429]);

    const client = await connectPgClient(db.url);
    const { rows } = await client.query("select id from inquiries where email = $1", [email]);
    expect(rows).toHaveLength(3);
    await client.end();
  });

  it("serve the same data, including a row written after both started", async () => {
    for (const path of ["/api/categories", "/api/professionals", "/api/businesses", "/api/professionals/1"]) {
      const [fromA, fromB] = await Promise.all([a, b].map((s) => fetch(`${s.url}${path}`).then((r) => r.json())));
      expect(fromB, path).toEqual(fromA);
    }
    const client = await connectPgClient(db.url);
    const { rows } = await client.query<{ id: number }>(
      "insert into businesses (name, description) values ('Shared Row Bakery', 'Written by a third party') returning id",
    );
    await client.end();
    const id = rows[0]!.id;
    // Each process may answer from its cache for at most 1 s after a write.
    await new Promise((r) => setTimeout(r, 1200));
    const answers = await Promise.all([a, b].map((s) => fetch(`${s.url}/api/businesses/${id}`).then(async (r) => [r.status, await r.json()] as const)));
    expect(answers[0]![0]).toBe(200);
    expect(answers[0]![1]).toMatchObject({ id, name: "Shared Row Bakery" });
    expect(answers[1]).toEqual(answers[0]);
  });
});
