import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "../tools/free-port";
import { fakeClientDist, serverArgs } from "../tools/spawn-server";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface LaunchedServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the real server like startServer, but returns at once instead of waiting for
 * /healthz: for tests of a start that must fail, or that must wait for its database.
 */
/** `entry`: a compiled server to run with plain node (default: the source through tsx). */
export async function launchServer(env: Record<string, string>, entry?: string): Promise<LaunchedServer> {
  const port = await freePort();
  const clientDist = fakeClientDist();
  const base: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), CLIENT_DIST: clientDist, LOG_LEVEL: "warn" };
  const child = spawn(process.execPath, serverArgs(entry), { cwd: root, env: { ...base, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  void exited.then(() => rmSync(clientDist, { recursive: true, force: true }));
  return { url: `http://127.0.0.1:${port}`, child, output: () => log, exited };
}

/** Polls until the output matches (or the process exits, or the time is up). */
export async function waitForOutput(server: LaunchedServer, pattern: RegExp, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.child.exitCode === null && server.child.signalCode === null) {
    if (pattern.test(server.output())) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return pattern.test(server.output());
}
