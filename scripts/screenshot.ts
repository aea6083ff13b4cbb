/**
 * Screenshots of pages of a running site, for looking at what we build.
 * Usage: npx tsx scripts/screenshot.ts http://localhost:5000 /tmp/shots / /businesses ...
 */
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { CHROMIUM } from "../server/tools/chromium";

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("usage: screenshot.ts <base-url> <out-dir> <path>...");
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(CHROMIUM);
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width > 400 ? 900 : 740 } });
  page.on("pageerror", (e) => console.log(`pageerror on ${page.url()}: ${e.message}`));
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.waitForTimeout(400);
    const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`;
    // Long pages are cut into screen-sized parts so that each stays legible.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const part = width > 400 ? 1400 : 1600;
    for (let y = 0, n = 1; y < height && n <= 4; y += part, n++) {
      const name = file.replace(/\.png$/, `-${n}.png`);
      await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y, width, height: Math.min(part, height - y) } });
      console.log(name);
    }
  }
  await page.close();
}
await browser.close();
