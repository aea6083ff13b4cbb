import type { ViteUserConfig } from "vitest/config";
import config from "../../vite.config";

type ConfigFn = (env: { mode: string; command: "serve" | "build" }) => Promise<ViteUserConfig>;

/**
 * Vitest 3 makes one pool of each kind for every project, from the root's poolOptions: a
 * project's own `isolate: false` on the forks pool still started a process per file. These hold
 * the arrangement that makes "node" files share their workers and keeps the others isolated.
 */
describe("the vitest pools (issue 27)", () => {
  it("runs node files on a threads pool without isolation, dom and process files on isolated forks", async () => {
    const test = (await (config as unknown as ConfigFn)({ mode: "test", command: "serve" })).test!;
    expect(test.poolOptions?.threads?.isolate).toBe(false);
    expect(test.poolOptions?.forks?.isolate ?? true).toBe(true);
    const projects = Object.fromEntries(
      (test.projects as { test: { name: string; pool?: string; isolate?: boolean } }[]).map(({ test: p }) => [
        p.name,
        { pool: p.pool ?? test.pool ?? "forks", isolate: p.isolate ?? true },
      ]),
    );
    expect(projects).toEqual({
      node: { pool: "threads", isolate: false },
      dom: { pool: "forks", isolate: true },
      process: { pool: "forks", isolate: true },
    });
  });
});
