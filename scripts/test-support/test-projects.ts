import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * Sorts the vitest files into the three ways they must run (issue 27):
 * - "node": unit and integration files with no module state of their own to leak. They share
 *   workers (`isolate: false`), so express, better-auth, stripe, drizzle, pg, sharp and PGlite's
 *   WASM are imported once per worker instead of once per file.
 * - "dom": component tests on jsdom; each keeps a fresh window (isolated).
 * - "process": files that start real processes (the server, a CLI, a PostgreSQL cluster) and
 *   send them signals; isolated, so a child or a handler left behind cannot reach another file.
 * The sort reads each file's text, so a new file lands in the right group without a list to keep.
 */
export type TestGroup = "node" | "dom" | "process";

// Read at the start of a line, as vitest reads the docblock and as imports are written.
const DOM = /^\s*(\/\*\*?|\*|\/\/)\s*@vitest-environment\s+jsdom/m;
const PROCESS = /^import\b[^;]*\bfrom\s+"(node:child_process|[./]*(server\/)?(test\/launch-server|tools\/spawn-server|test\/temp-postgres))"/m;

export function groupOf(text: string): TestGroup {
  if (DOM.test(text)) return "dom";
  if (PROCESS.test(text)) return "process";
  return "node";
}

const TEST_FILE = /\.test\.tsx?$/;
const ROOTS = ["client", "server", "shared", "scripts"];

function walk(dir: string, out: string[]) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (TEST_FILE.test(entry.name)) out.push(path);
  }
}

/** Every vitest file under the repository's source roots, relative to `root`, by group. */
export function testFilesByGroup(root: string): Record<TestGroup, string[]> {
  const files: string[] = [];
  for (const top of ROOTS) walk(join(root, top), files);
  const groups: Record<TestGroup, string[]> = { node: [], dom: [], process: [] };
  for (const file of files) groups[groupOf(readFileSync(file, "utf8"))].push(relative(root, file));
  return groups;
}
