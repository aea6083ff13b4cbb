import { connectPgClient } from "../db/pg-pool";
import { startServer, type RunningServer } from "../test/launch-server";
import { findPgBin, SKIP_REASON, startTempPostgres, type TempPostgres } from "../test/temp-postgres";

/**
 * The real server on its own throwaway PostgreSQL: the database stops (and, separately,
 * freezes without closing its sockets) while the server keeps running. The API must answer
 * 503 {message} quickly, /readyz must say so, and all must recover without a restart.
 */
const pgBin = findPgBin();
if (!pgBin) console.warn(SKIP_REASON);

interface Timed {
  status: number;
  body: { message?: unknown };
  ms: number;
}
async function timed(url: string, init?: RequestInit): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const body = (await res.json().catch(() => ({}))) as Timed["body"];
  return { status: res.status, body, ms: Math.round(performance.now() - started) };
}
const post = (body: object): RequestInit => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe.skipIf(!pgBin)("PostgreSQL outage", () => {
  let db: TempPostgres;
  let server: RunningServer;
  const marker = `outage-${Date.now()}@example.com`;
  const api = (path: string) => `${server.url}${path}`;
  const probes = () =>
    [
      ["GET /api/categories", () => timed(api("/api/categories"))],
      ["GET /api/professionals", () => timed(api("/api/professionals?search=garcia"))],
      ["GET /api/businesses/1", () => timed(api("/api/businesses/1"))],
      ["POST /api/contact", () => timed(api("/api/contact"), post({ name: "During Outage", email: marker, message: "sent while down" }))],
    ] as const;

  beforeAll(async () => {
    db = await startTempPostgres(pgBin!);
    server = await startServer({ DATABASE_URL: db.url, CONTACT_RATE_LIMIT: "1000", POST_RATE_LIMIT: "1000" });
  });
  afterAll(async () => {
    await server?.stop();
    db?.destroy();
  });

  it("answers 503 {message} fast while the database is stopped, and recovers by itself", async () => {
    expect((await timed(api("/api/contact"), post({ name: "Before Outage", email: marker, message: "kept" }))).status).toBe(201);
    expect((await timed(api("/readyz"))).status).toBe(200);

    db.stop();
    const timings: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (const [name, probe] of probes()) {
        const r = await probe();
        timings.push(`${name} ${r.status} ${r.ms} ms`);
        expect(r.status, name).toBe(503);
        expect(r.body).toEqual({ message: expect.any(String) });
        expect(r.ms, name).toBeLessThan(2000);
      }
    }
    // Pages: quick as well, and never a 500 (the page shell, or a 503, lets the browser show its error state).
    for (const path of ["/", "/businesses", "/professional/1", "/business/1", "/contact"]) {
      const started = performance.now();
      const res = await fetch(api(path), { signal: AbortSignal.timeout(15_000) });
      const ms = Math.round(performance.now() - started);
      timings.push(`page ${path} ${res.status} ${ms} ms ${res.headers.get("content-type")}`);
      expect(res.status, path).not.toBe(500);
      expect(ms, path).toBeLessThan(2000);
    }
    const ready = await timed(api("/readyz"));
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(2000);
    expect((await timed(api("/healthz"))).status).toBe(200);

    const restarted = performance.now();
    db.start();
    let recovered: Timed | undefined;
    while (performance.now() - restarted < 10_000) {
      recovered = await timed(api("/api/categories"));
      if (recovered.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const recoveryMs = Math.round(performance.now() - restarted);
    expect(recovered?.status).toBe(200);
    expect((await timed(api("/readyz"))).status).toBe(200);
    expect((await timed(api("/api/contact"), post({ name: "After Outage", email: marker, message: "back" }))).status).toBe(201);
    console.log(
      `outage (stopped) timings:\n  ${timings.join("\n  ")}\n  /readyz ${ready.status} ${ready.ms} ms\nrecovered ${recoveryMs} ms after pg_ctl start returned`,
    );

    // The message accepted before the outage is still there; the one refused during it is not.
    const client = await connectPgClient(db.url);
    const { rows } = await client.query<{ name: string }>("select name from inquiries where email = $1 order by id", [marker]);
    await client.end();
    expect(rows.map((r) => r.name)).toEqual(["Before Outage", "After Outage"]);
  });

  it("answers 503 instead of hanging when the database stops answering but keeps its sockets open", async () => {
    db.freeze();
    const timings: string[] = [];
    try {
      // The directory cache may answer from memory for up to 1 s after its last check.
      await new Promise((r) => setTimeout(r, 1200));
      // Open pooled connections hang until the query timeout (5 s); new ones until the connect timeout (1.5 s).
      const results = await Promise.all(probes().map(async ([name, probe]) => [name, await probe()] as const));
      for (const [name, r] of results) {
        timings.push(`${name} ${r.status} ${r.ms} ms`);
        expect(r.status, name).toBe(503);
        expect(r.ms, name).toBeLessThan(7000);
      }
      const again = await timed(api("/api/categories"));
      timings.push(`GET /api/categories (again) ${again.status} ${again.ms} ms`);
      expect(again.status).toBe(503);
      const ready = await timed(api("/readyz"));
      timings.push(`/readyz ${ready.status} ${ready.ms} ms`);
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(2000);
    } finally {
      db.thaw();
    }
    const thawed = performance.now();
    let status = 0;
    while (performance.now() - thawed < 15_000 && status !== 200) {
      status = (await timed(api("/api/categories"))).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    console.log(`outage (frozen) timings:\n  ${timings.join("\n  ")}\nrecovered ${Math.round(performance.now() - thawed)} ms after SIGCONT`);
    expect(status).toBe(200);
  });
});
