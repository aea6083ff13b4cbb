import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { quietLogger } from "./scripts/quiet-dependency-annotations";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The production server, built once into dist/server/index.js and run with plain `node`, so a
 * start neither transpiles TypeScript nor loads tsx or Vite. An SSR build bundles our own code
 * (resolving the @shared alias) and leaves every package in node_modules as an import. The
 * bundle sits two folders below the root, like server/lib/repo-root.ts, so content/,
 * migrations/ and dist/client are found from either.
 */
export default defineConfig({
  customLogger: quietLogger(),
  root: here("."),
  publicDir: false,
  logLevel: "warn",
  resolve: { alias: { "@shared": here("./shared") } },
  build: {
    ssr: here("./server/index.ts"),
    outDir: here("./dist/server"),
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { format: "es", entryFileNames: "index.js" } },
  },
});
