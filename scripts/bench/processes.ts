import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { freePort } from "../../server/tools/free-port";

export { freePort };

export const root = fileURLToPath(new URL("../..", import.meta.url));

/** A TypeScript file of this repository in its own Node process (through tsx). */
export function spawnTs(file: string, args: string[], env: NodeJS.ProcessEnv, output: "inherit" | "ignore" | "pipe" = "ignore"): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", file, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", output, output === "ignore" ? "pipe" : output],
  });
}

/** Starts a server process and waits until `readyUrl` answers 2xx. */
export async function startServer(file: string, args: string[], env: NodeJS.ProcessEnv, readyUrl: string): Promise<ChildProcess> {
  // Both streams read: a server that refuses to start says why on either (production without a client build: stdout).
  const child = spawnTs(file, args, env, "pipe");
  let errors = "";
  const keep = (d: Buffer) => (errors = (errors + d.toString()).slice(-4000));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`${file} exited with ${child.exitCode}\n${errors}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGKILL");
  throw new Error(`${file} did not answer ${readyUrl}\n${errors}`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Runs a script to its end and returns its stdout; with a prefix, also prints its output line by line. */
export async function runTs(file: string, args: string[], env: NodeJS.ProcessEnv, prefix?: string): Promise<string> {
  const child = spawnTs(file, args, env, "pipe");
  let output = "";
  let errors = "";
  const relay = (d: Buffer) => {
    if (prefix === undefined) return;
    for (const line of d.toString().split("\n")) if (line.trim()) console.log(`${prefix}${line}`);
  };
  child.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
    relay(d);
  });
  child.stderr?.on("data", (d: Buffer) => {
    errors = (errors + d.toString()).slice(-4000);
    relay(d);
  });
  const code = await new Promise<number | null>((r) => child.once("exit", r));
  if (code !== 0) throw new Error(`${file} exited with ${code}\n${errors}`);
  return output;
}
