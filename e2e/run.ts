/**
 * `npm run test:e2e`: the browser suite. Where Debian's Chromium is absent (a
 * laptop without it) it says so and exits 0 under `npm test`; CI installs Chromium,
 * and with CI=true a missing browser is a failure.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("/usr/bin/chromium")) {
  const message = "Browser tests need Debian's Chromium at /usr/bin/chromium (apt-get install -y chromium).";
  if (process.env.CI) {
    console.error(message);
    process.exit(1);
  }
  console.log(`${message} Skipping them here.`);
  process.exit(0);
}
const result = spawnSync("npx", ["vitest", "run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
