import { repoRoot as root } from "../../server/lib/repo-root";
import { slowestLines } from "./slowest-files-reporter";
import { groupOf, testFilesByGroup } from "./test-projects";

describe("the vitest projects (issue 27)", () => {
  it("puts jsdom files in dom, files that start processes in process, the rest in node", () => {
    // Spelt in two pieces: vitest itself reads the directive anywhere in a test file's text.
    const directive = ["@vitest", "environment jsdom"].join("-");
    expect(groupOf(`/** ${directive} */\nimport { render } from "@testing-library/react";`)).toBe("dom");
    expect(groupOf(`const text = "${directive}";`)).toBe("node");
    expect(groupOf('import { spawn } from "node:child_process";')).toBe("process");
    expect(groupOf('import { startServer } from "../test/launch-server";')).toBe("process");
    expect(groupOf('import { startTempPostgres } from "../test/temp-postgres";')).toBe("process");
    expect(groupOf('import { setupTestApp } from "../test/test-app";')).toBe("node");
  });

  it("sorts every test file of the repository into exactly one group", () => {
    const groups = testFilesByGroup(root);
    const all = [...groups.node, ...groups.dom, ...groups.process];
    expect(new Set(all).size).toBe(all.length);
    expect(groups.process).toContain("server/hardening/shutdown.integration.test.ts");
    expect(groups.dom).toContain("client/src/app/provider.test.tsx");
    expect(groups.node).toContain("scripts/test-support/test-projects.test.ts");
    expect(all.every((f) => /\.test\.tsx?$/.test(f))).toBe(true);
  });

  it("prints the slowest files first, at most ten, with their seconds", () => {
    const files = Array.from({ length: 12 }, (_, i) => ({ id: `${root}f${i}.test.ts`, seconds: i * 1.5 }));
    const lines = slowestLines(files, root);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe(" 1.   16.5 s  f11.test.ts");
    expect(lines[9]).toBe("10.    3.0 s  f2.test.ts");
  });
});
