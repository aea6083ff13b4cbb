import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { JOB_LOCK_KEYS } from "./job-locks";

const serverDir = fileURLToPath(new URL("..", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.includes(".test") ? [path] : [];
  });
}

describe("background job lock keys", () => {
  it("gives every job its own key", () => {
    const keys = Object.values(JOB_LOCK_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("is the only place a numeric advisory lock key is written", () => {
    // A job taking pg_try_advisory_xact_lock(<number>) elsewhere could reuse a key unseen.
    const literal = /advisory_xact_lock\(\s*\d/;
    const offenders = sourceFiles(serverDir).filter((file) => literal.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
    // And every job lock in the server goes through the registry.
    const users = sourceFiles(serverDir).filter((file) => readFileSync(file, "utf8").includes("pg_try_advisory_xact_lock("));
    for (const file of users) expect(readFileSync(file, "utf8"), file).toContain("JOB_LOCK_KEYS.");
  });
});
