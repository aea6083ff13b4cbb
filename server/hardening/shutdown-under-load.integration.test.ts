import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { like } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { inquiries } from "../db/schema";
import { startServer, type RunningServer, copiedPgliteDir } from "../test/launch-server";

const CLIENTS = 50;

/**
 * Sends one contact message on its own connection and resolves once the whole request is
 * handed to the kernel; `answer` then resolves with the status line, or the error that ended
 * the connection without one (a reset: the request was dropped unanswered).
 */
async function sendContact(port: number, email: string) {
  const body = JSON.stringify({ name: "Sent Before SIGTERM", email, message: "in flight when the server was told to stop" });
  const socket = connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (d) => (received += d.toString()));
  const answer = new Promise<string>((resolve) => {
    socket.once("error", (err) => resolve(`no answer: ${(err as NodeJS.ErrnoException).code ?? err.message}`));
    socket.once("close", () => resolve(received.split("\r\n")[0] || "no answer: closed"));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  await new Promise<void>((resolve) =>
    socket.write(
      `POST /api/contact HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      () => resolve(),
    ),
  );
  return { email, answer };
}

/**
 * PGlite runs inside the server's own thread: while it works through a burst of writes,
 * connections wait unread. A SIGTERM must not drop them: readiness turns 503 at once, the
 * listener stays open for SHUTDOWN_DELAY_MS (its default here), and every request that had arrived is answered.
 */
describe("SIGTERM under a burst of contact messages on PGlite", { timeout: 90_000 }, () => {
  let dir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sabd-shutdown-load-"));
    server = await startServer({ PGLITE_DIR: copiedPgliteDir(join(dir, "pglite")), CONTACT_RATE_LIMIT: "1000", POST_RATE_LIMIT: "1000", LOG_LEVEL: "info" });
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it(`answers all ${CLIENTS} requests that arrived before the signal, and stores every 201`, async () => {
    const port = Number(new URL(server.url).port);
    const marker = `sigterm-load-${Date.now()}`;
    const sent = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => sendContact(port, `${marker}-${i}@example.com`)));
    server.child.kill("SIGTERM");

    const answers = await Promise.all(sent.map(async (s) => ({ email: s.email, status: await s.answer })));
    const exitCode = await server.exited;
    const tally: Record<string, number> = {};
    for (const a of answers) tally[a.status] = (tally[a.status] ?? 0) + 1;
    console.log(`SIGTERM with ${CLIENTS} contact messages in flight on PGlite: ${JSON.stringify(tally)}, exit ${exitCode}`);

    expect(answers.filter((a) => a.status.startsWith("no answer"))).toEqual([]);
    expect(answers.every((a) => a.status === "HTTP/1.1 201 Created")).toBe(true);
    expect(exitCode).toBe(0);

    // The data folder, reopened after the process exited: every 201 is a row.
    const database = await openDatabase({ pgliteDir: join(dir, "pglite") });
    const rows = await database.db
      .select({ email: inquiries.email })
      .from(inquiries)
      .where(like(inquiries.email, `${marker}-%`));
    await database.close();
    expect(rows.map((r) => r.email).sort()).toEqual(answers.map((a) => a.email).sort());
  });
});
