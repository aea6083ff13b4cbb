import { chmodSync, existsSync, unlinkSync } from "node:fs";
import { createConnection, createServer, type Server } from "node:net";
import { resolve } from "node:path";
import type { Logger } from "../lib/logger";
import { staffInviteSchema, type InviteResult, type StaffInvite } from "./staff-invite";

/**
 * Only one process may open a PGlite folder (server/db/pglite-lock.ts). While the server holds
 * it, `npm run staff:add` hands its request to the server instead: over a Unix socket beside the
 * lock file, `<folder>.sock`, created with mode 0600, so only the machine user who runs the
 * server can connect. It serves this one command: one JSON line in, one JSON line out.
 */
export const socketPathOf = (folder: string) => `${resolve(folder)}.sock`;

type Answer = { ok: true; result: InviteResult } | { ok: false; message: string };
const MAX_REQUEST = 4096;

export function listenForStaffInvites(folder: string, invite: (input: StaffInvite) => Promise<InviteResult>, logger: Logger): Promise<Server | undefined> {
  const path = socketPathOf(folder);
  // We hold the folder's lock, so a socket file left here is a dead server's.
  if (existsSync(path)) unlinkSync(path);
  const server = createServer((socket) => {
    let buffer = "";
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      if (buffer.length > MAX_REQUEST) return void socket.end(`${JSON.stringify({ ok: false, message: "request too long" })}\n`);
      const newline = buffer.indexOf("\n");
      if (newline < 0) return;
      void answer(buffer.slice(0, newline)).then((a) => socket.end(`${JSON.stringify(a)}\n`));
    });
  });
  const answer = async (line: string): Promise<Answer> => {
    try {
      const parsed = staffInviteSchema.safeParse(JSON.parse(line));
      if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
      const result = await invite(parsed.data);
      logger.info({ userId: result.userId, role: result.role, created: result.created }, "staff:add: set-up link made for a staff account");
      return { ok: true, result };
    } catch (err) {
      logger.error({ reason: err instanceof Error ? err.message : String(err) }, "staff:add over the socket failed");
      return { ok: false, message: "the server could not make the invitation (see its log)" };
    }
  };
  return new Promise((done) => {
    server.once("error", (err) => {
      logger.warn({ path, reason: err.message }, "staff:add socket not available: stop the server to run npm run staff:add");
      done(undefined);
    });
    // The umask makes the socket 0600 from its first moment (listen binds synchronously); chmod confirms it.
    const umask = process.umask(0o177);
    try {
      server.listen(path, () => {
        chmodSync(path, 0o600);
        server.unref();
        done(server);
      });
    } finally {
      process.umask(umask);
    }
  });
}

/** Closes the socket and removes its file. */
export function closeStaffSocket(server: Server | undefined, folder: string): Promise<void> {
  if (!server) return Promise.resolve();
  return new Promise<void>((done) => server.close(() => done())).then(() => {
    try {
      unlinkSync(socketPathOf(folder));
    } catch {
      // already gone
    }
  });
}

/** The client side: sends one invitation to the server that holds the folder. */
export function sendStaffInvite(folder: string, input: StaffInvite): Promise<InviteResult> {
  return new Promise((done, fail) => {
    const socket = createConnection(socketPathOf(folder));
    let buffer = "";
    socket.setTimeout(30_000, () => socket.destroy(new Error("the server did not answer within 30 s")));
    socket.on("connect", () => socket.write(`${JSON.stringify(input)}\n`));
    socket.on("data", (chunk) => (buffer += chunk.toString("utf8")));
    socket.on("error", fail);
    socket.on("end", () => {
      try {
        const answer = JSON.parse(buffer) as Answer;
        if (answer.ok) done(answer.result);
        else fail(new Error(answer.message));
      } catch {
        fail(new Error("the server's answer was not understood"));
      }
    });
  });
}
