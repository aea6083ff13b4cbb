import { inject } from "vitest";
import { launchServer as launchAny, startServer as startAny, type LaunchedServer, type RunningServer, type StartOptions } from "../tools/spawn-server";
import { copiedPgliteDir as copyTemplate, type PgliteKind } from "./pglite-template";

export type { LaunchedServer, RunningServer } from "../tools/spawn-server";

/**
 * The real server as a process, for the "process" project's files: the bundle that `npm start`
 * runs (built once per test run by server/test/global-setup.ts), not the source through tsx.
 */
export function launchServer(env: Record<string, string>): Promise<LaunchedServer> {
  return launchAny(env, inject("serverEntry"));
}

/** launchServer, then waits until /healthz answers. */
export function startServer(env: Record<string, string>, timeoutMs?: number, options: Omit<StartOptions, "entry"> = {}): Promise<RunningServer> {
  return startAny(env, timeoutMs, { ...options, entry: inject("serverEntry") });
}

/**
 * A new embedded-database folder holding a copy of this run's migrated database, with the
 * sample data ("seeded", what the first `npm start` leaves) or without it ("migrated").
 */
export function copiedPgliteDir(folder: string, kind: PgliteKind = "seeded"): string {
  return copyTemplate(inject("pgliteTemplates"), kind, folder);
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
