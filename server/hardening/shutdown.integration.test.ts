import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { inquiries } from "../db/schema";
import { startServer, type RunningServer, copiedPgliteDir } from "../test/launch-server";

/** A raw connection, to hold a request half-sent across the SIGTERM. */
function open(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (d) => (received += d.toString()));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => {});
  return { socket, closed, received: () => received };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("SIGTERM on the real server process", { timeout: 90_000 }, () => {
  let dir: string;
  // Two servers, started together (each start takes seconds): one drains in time, one does not.
  let patient: RunningServer;
  let impatient: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sabd-shutdown-"));
    [patient, impatient] = await Promise.all([
      startServer({ PGLITE_DIR: copiedPgliteDir(join(dir, "patient")), SHUTDOWN_TIMEOUT_MS: "8000", LOG_LEVEL: "info" }),
      startServer({ PGLITE_DIR: copiedPgliteDir(join(dir, "impatient")), SHUTDOWN_DELAY_MS: "0", SHUTDOWN_TIMEOUT_MS: "800", LOG_LEVEL: "info" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([patient?.stop("SIGKILL"), impatient?.stop("SIGKILL")]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("turns /readyz 503 at once, stops accepting after the pre-stop delay (default), finishes the request in flight, stores it, closes idle connections and exits 0", async () => {
    const server = patient;
    const port = Number(new URL(server.url).port);

    // An idle keep-alive connection, and a contact message whose body is only half sent.
    const idle = open(port);
    idle.socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    const email = `drain-${Date.now()}@example.com`;
    const body = JSON.stringify({ name: "In Flight", email, message: "sent across the SIGTERM" });
    const busy = open(port);
    busy.socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 20)}`,
    );
    await wait(300);
    expect(idle.received()).toContain("200 OK");

    server.child.kill("SIGTERM");
    await wait(300);
    // During the pre-stop delay (3 s by default) new connections are still answered, but not ready...
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("connection")).toBe("close");
    // ...then the idle connection is closed, and no new ones are accepted...
    await idle.closed;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    // ...but the request in flight is finished, stored, and its connection closed after the answer.
    expect(server.child.exitCode).toBeNull();
    busy.socket.write(body.slice(20));
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 201 Created/);
    expect(busy.received().toLowerCase()).toContain("connection: close");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("draining");

    const database = await openDatabase({ pgliteDir: join(dir, "patient") });
    const rows = await database.db.select({ name: inquiries.name }).from(inquiries).where(eq(inquiries.email, email));
    await database.close();
    expect(rows).toEqual([{ name: "In Flight" }]);
  });

  it("cuts a request that outlasts SHUTDOWN_TIMEOUT_MS and exits 1", async () => {
    const server = impatient;
    const stuck = open(Number(new URL(server.url).port));
    stuck.socket.write("POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{");
    await wait(300);
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(1);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(700);
    expect(took).toBeLessThan(5000);
    await stuck.closed;
    expect(server.output()).toContain("drain timed out");
  });
});
