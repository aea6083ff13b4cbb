import { existsSync } from "node:fs";

/** The flags this closed network needs: no downloads, no background traffic. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's Chromium headless shell (package chromium-headless-shell): Chromium's own headless build
 * of the same Blink, without the full browser's window and UI process, and the build Playwright
 * itself runs for headless tests. On this 2-core machine it halved the browser suite's Chromium CPU
 * (e2e/directory.e2e.ts alone: 77 s of Chromium CPU and 104 s → 31 s and 75 s). Where it is not
 * installed, the full browser (`/usr/bin/chromium`, package chromium) runs headless instead.
 */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const FULL_CHROMIUM = "/usr/bin/chromium";

/**
 * Debian's Chromium with those flags, as playwright-core's launch options (the browser suite,
 * screenshots). `CHROMIUM_PATH` names another build to run instead (the A/B of issue 27:
 * `CHROMIUM_PATH=/usr/bin/chromium npm run test:e2e` runs the suite on the full browser).
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM),
  headless: true,
  args: CHROMIUM_FLAGS,
};
