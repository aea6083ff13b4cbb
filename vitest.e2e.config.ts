import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { LONG_FILES, longFilesFirst } from "./scripts/test-support/long-files-first";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Browser tests: the real built server on a fresh PGlite, driven through Debian's Chromium. */
export default defineConfig({
  resolve: { alias: { "@": here("./client/src"), "@shared": here("./shared") } },
  test: {
    root: here("."),
    include: ["e2e/**/*.e2e.ts"],
    globals: true,
    globalSetup: [here("./e2e/global-setup.ts")],
    reporters: ["default", here("./scripts/test-support/slowest-files-reporter.ts")],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits on the page (a scroll after data loads, a clock tick): with two browsers on two
    // cores, 1 s (the default) was sometimes too short for Advertise's Browse Industries scroll.
    expect: { poll: { timeout: 10_000 } },
    // Two cores here, so at most two files at once (both on the run's one Chromium, e2e/browser.ts).
    // The long files start first, so the run does not end on one of them alone.
    sequence: { sequencer: longFilesFirst(LONG_FILES.e2e) },
    pool: "forks",
    // A fork runs file after file keeping the modules it imported (playwright-core, the server's
    // database code, PGlite): each file re-imported them, ~3 s of CPU a file (issue 27: 8 files'
    // collect 17.2 s -> 4.8 s, 201 s -> 145 s). The e2e files keep no state in shared modules
    // (each file's browser, server and database are its own), and none sets process.env.
    poolOptions: { forks: { maxForks: 2, minForks: 1, isolate: false } },
  },
});
