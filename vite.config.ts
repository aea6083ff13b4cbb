import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { Rollup } from "vite";
import { defineConfig } from "vitest/config";
import { catalogChunks, messageCatalogs } from "./scripts/vite-catalog-plugin";
import { LISTING_SCREENS, listingOnlyCatalogs } from "./shared/routes";
import { listingLeafChunk } from "./scripts/vite-leaf-chunk";
import { magazineContent } from "./scripts/vite-content-plugin";
import { precompressAssets } from "./scripts/vite-precompress-plugin";
import { preloadManifest } from "./scripts/vite-preload-plugin";
import { quietLogger } from "./scripts/quiet-dependency-annotations";
import { testFilesByGroup } from "./scripts/test-support/test-projects";
import { LONG_FILES, longFilesFirst } from "./scripts/test-support/long-files-first";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The listing pages' catalogs in one chunk per language, their small shared modules in one more. */
const catalogChunk = catalogChunks(listingOnlyCatalogs());
const leafChunk = listingLeafChunk(LISTING_SCREENS.map((screen) => here(`./client/src/app/routes/${screen}.tsx`)));
const chunks = (id: string, meta: Rollup.ManualChunkMeta) => catalogChunk(id) ?? leafChunk(id, meta);

export default defineConfig(({ mode }) => {
  const testFiles = mode === "test" ? testFilesByGroup(here(".")) : { node: [], dom: [], process: [] };
  return {
    root: here("./client"),
    envDir: here("."),
    publicDir: here("./client/public"),
    customLogger: quietLogger(),
    plugins: [messageCatalogs(), react(), tailwindcss(), magazineContent(), preloadManifest(), precompressAssets()],
    resolve: {
      alias: [
        { find: "@", replacement: here("./client/src") },
        { find: "@shared", replacement: here("./shared") },
        { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: here("./client/src/lib/use-sync-external-store.ts") },
        // The browser's zod is jitless from its first schema on (see client/src/lib/zod-jitless.ts);
        // tests run zod as the server does.
        ...(mode === "test" ? [] : [{ find: /^zod$/, replacement: here("./client/src/lib/zod-jitless.ts") }]),
      ],
    },
    build: {
      outDir: here("./dist/client"),
      emptyOutDir: true,
      sourcemap: false,
      // Every browser of the es2022 target but Safari 15.4-16 and Firefox < 115 preloads modules
      // itself; the polyfill (0.4 kB gzip) would sit in the entry chunk, on the home page's budget.
      // Without it those few browsers fetch each module when it is imported, as before the preload.
      modulePreload: { polyfill: false },
      // Seven characters of hash (42 bits; Rollup refuses a clash) rather than eight: the entry chunk
      // names every lazy chunk it may load, so each name counts on the home page's budget.
      rollupOptions: {
        output: {
          entryFileNames: "assets/[name]-[hash:7].js",
          chunkFileNames: "assets/[name]-[hash:7].js",
          manualChunks: chunks,
        },
      },
      target: "es2022",
      minify: "terser",
      terserOptions: { module: true, ecma: 2020, compress: { passes: 3 }, format: { comments: false } },
    },
    test: {
      root: here("."),
      globals: true,
      environment: "node",
      setupFiles: [here("./client/src/test/setup.ts")],
      globalSetup: [here("./server/test/global-setup.ts")],
      reporters: ["default", here("./scripts/test-support/slowest-files-reporter.ts")],
      // Vitest's default is one worker fewer than the cores: one on CI's two. Most of a file's time
      // is spent waiting (on PostgreSQL, a spawned server, SMTP, a timer), so two files at once there
      // took the suite from 611 s to 385 s; files own their rows, so they can share the database.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // The *.test-d.ts type assertions fail `npm run typecheck` (tsc over the same tsconfig, a CI
      // step of its own), so `vitest run` does not run tsc a second time (~27 s of CPU a run, even for
      // a filtered run); `npm run test:types` runs them as vitest tests.
      typecheck: { enabled: false, include: ["**/*.test-d.ts"] },
      // Three ways to run a file (scripts/test-support/test-projects.ts): most share workers, so the
      // server's dependencies load once per worker, not once per file. Vitest 3 makes one pool of
      // each kind for all projects, from the root's poolOptions (a project's own `isolate` cannot
      // give it a process per file), so the kinds are split: "node" files run on forks that are
      // reused, keeping the modules an earlier file of their process imported; "dom" and
      // "process" files each get a new worker thread (threads are isolated by default), so each
      // imports everything anew, on a fresh window for dom. (dom files in reused forks that clear
      // their modules between files failed by the dozen.) Vitest runs two pools at once, so the
      // groupOrder runs them one after the other: first the threads (the process files are the
      // longest), then the node files, at most maxWorkers at a time. The threads' files take three
      // at a time: the process files mostly wait (an outage held, a server starting, a timer), so
      // two left ~25% of this 2-core machine idle; three ran that phase in 161-165 s, not 182-185 s
      // (all 79 files passed in each run; issue 27). The node files keep the CPU busy: two stay.
      poolOptions: { forks: { isolate: false }, threads: { maxThreads: Math.max(3, availableParallelism()) } },
      // Within each group the long files start first (a fresh clone has no cached times).
      sequence: { sequencer: longFilesFirst(LONG_FILES.unit) },
      projects: [
        {
          extends: true,
          // SABD_WORKER_PGLITE: each worker's files share one embedded database (server/test/database.ts).
          test: { name: "node", include: testFiles.node, pool: "forks", isolate: false, sequence: { groupOrder: 1 }, env: { SABD_WORKER_PGLITE: "1" } },
        },
        { extends: true, test: { name: "dom", include: testFiles.dom, pool: "threads", sequence: { groupOrder: 0 } } },
        { extends: true, test: { name: "process", include: testFiles.process, pool: "threads", sequence: { groupOrder: 0 } } },
      ],
    },
  };
});
