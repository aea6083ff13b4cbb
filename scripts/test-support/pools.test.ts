import type { ViteUserConfig } from "vitest/config";
import config from "../../vite.config";

type ConfigFn = (env: { mode: string; command: "serve" | "build" }) => ViteUserConfig;

/**
 * Vitest 3 makes one pool of each kind for all projects, from the root's poolOptions: a project's
 * own `isolate: false` on the forks pool still started a process per file. These hold the
 * arrangement that lets "node" files share their workers and keeps the others isolated.
 */
describe("the vitest pools (issue 27)", () => {
  it("runs node files on reused forks, and dom and process files each on a new worker thread, one pool after the other", () => {
    const test = (config as unknown as ConfigFn)({ mode: "test", command: "serve" }).test!;
    expect(test.poolOptions?.forks?.isolate).toBe(false);
    expect(test.poolOptions?.threads?.isolate ?? true).toBe(true);
    const projects = Object.fromEntries(
      (test.projects as { test: { name: string; pool?: string; isolate?: boolean; sequence?: { groupOrder?: number } } }[]).map(({ test: p }) => [
        p.name,
        { pool: p.pool, isolate: p.isolate ?? true, group: p.sequence?.groupOrder },
      ]),
    );
    expect(projects).toEqual({
      // One pool after the other (vitest runs pools at once), so no more files at a time than maxWorkers.
      node: { pool: "forks", isolate: false, group: 1 },
      dom: { pool: "threads", isolate: true, group: 0 },
      process: { pool: "threads", isolate: true, group: 0 },
    });
  });
});
