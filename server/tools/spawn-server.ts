import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";
import { LOCAL_AUTH_SECRET } from "./local-auth-secret";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A minimal client build, so the production server starts without running Vite. */
export function fakeClientDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "sabd-client-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "index.html"),
    '<!doctype html><html lang="en"><head><title>San Antonio Business Directory</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

export interface RunningServer {
  url: string;
  /** From spawn to the first /healthz 200, in ms (to within pollMs). */
  startMs: number;
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr). */
  output: () => string;
  /** What it wrote on stdout only: the log a collector reads. */
  stdout: () => string;
  /** Resident memory of the process in MB, from /proc. */
  rssMb: () => number;
  /** Sends the signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** A compiled server (see build-server.ts) to run with plain node; default the source through tsx. */
  entry?: string;
  /** How often /healthz is asked while starting. */
  pollMs?: number;
}

/** The node arguments that run a server: the compiled bundle as is, the source through tsx. */
export function serverArgs(entry?: string): string[] {
  return entry ? [entry] : ["--import", "tsx", join(root, "server/index.ts")];
}

export interface LaunchedServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output: () => string;
  /** What it wrote on stdout only: the log a collector reads. */
  stdout: () => string;
  exited: Promise<number | null>;
}

/**
 * Spawns the real server (server/index.ts, production mode) on a free port and returns at
 * once, without waiting for it to answer. Extra env is merged over a clean base: no
 * inherited DATABASE_URL. `entry`: a compiled server to run with plain node.
 */
export async function launchServer(env: Record<string, string>, entry?: string): Promise<LaunchedServer> {
  const port = await freePort();
  const clientDist = fakeClientDist();
  const base: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET,
    HOST: "127.0.0.1",
    PORT: String(port),
    CLIENT_DIST: clientDist,
    LOG_LEVEL: "warn",
  };
  const child = spawn(process.execPath, serverArgs(entry), { cwd: root, env: { ...base, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  let stdout = "";
  child.stdout?.on("data", (d) => {
    log += d;
    stdout += d;
  });
  child.stderr?.on("data", (d) => (log += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  void exited.then(() => rmSync(clientDist, { recursive: true, force: true }));
  return { url: `http://127.0.0.1:${port}`, child, output: () => log, stdout: () => stdout, exited };
}

/** launchServer, then waits until /healthz answers. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000, { entry, pollMs = 150 }: StartOptions = {}): Promise<RunningServer> {
  const { url, child, output, stdout, exited } = await launchServer(env, entry);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    if (Date.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer /healthz within ${timeoutMs} ms:\n${output()}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  const startMs = Date.now() - started;
  return {
    url,
    startMs,
    child,
    output,
    stdout,
    rssMb: () => {
      const line = readFileSync(`/proc/${child.pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
      return line ? Number(line[1]) / 1024 : NaN;
    },
    stop: (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
    exited,
  };
}
