import type { LaunchedServer } from "../tools/spawn-server";

export { launchServer, type LaunchedServer } from "../tools/spawn-server";

/** Polls until the output matches (or the process exits, or the time is up). */
export async function waitForOutput(server: LaunchedServer, pattern: RegExp, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && server.child.exitCode === null && server.child.signalCode === null) {
    if (pattern.test(server.output())) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return pattern.test(server.output());
}
