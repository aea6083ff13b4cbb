import { fileURLToPath } from "node:url";

/**
 * The repository root, where content/, migrations/ and dist/client live. This file and the
 * compiled server (dist/server/index.js) both sit two folders below it, so the same relative
 * URL holds when run from source (tsx, vitest, Vite's bundled config) and from the build.
 * A URL, not import.meta.dirname: Vite bundles its config and keeps only import.meta.url per file.
 */
export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
