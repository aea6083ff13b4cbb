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

  it("is the only place a job takes its lock", () => {
    // A job taking pg_try_advisory_xact_lock elsewhere could pick a key another job has.
    const takers = sourceFiles(serverDir).filter((file) => readFileSync(file, "utf8").includes("pg_try_advisory_xact_lock("));
    expect(takers.map((file) => file.slice(serverDir.length))).toEqual(["db/job-locks.ts"]);
  });
});
