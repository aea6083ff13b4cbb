import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Browser } from "playwright-core";
import type { Business, Professional } from "@shared/schema";
import { loadContent } from "../server/content/load-content";
import { baseURL, DESKTOP, launchBrowser, openPage } from "./browser";

/**
 * Issue 29: the W3C Nu HTML Checker (vnu-jar, Java) finds no error in the public pages as a
 * browser has rendered them, in English and in Spanish. Each page is rendered in Chromium by the
 * built server, its DOM written out with its doctype, and all are checked in one run of the
 * checker. The suite checks the Spanish pages; `npm run html:check` runs this file alone, on both
 * languages' pages. Without Java it is skipped, except in CI
 * (.ci/run installs it), where a missing Java is a failure.
 */
/** The checker's jar, as the vnu-jar package ships it (the package has no types to import it by). */
const vnuJar = join(dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");
const java = spawnSync("java", ["-version"]).status === 0;
if (!java && process.env.CI) throw new Error("The HTML check needs Java (apt-get install -y default-jre-headless).");

/** The suite checks the Spanish pages (issue 29's proof, ~1 minute); `npm run html:check` (HTML_CHECK=all) the English ones too. */
const both = process.env.HTML_CHECK === "all";

let browser: Browser;
let dir: string;
beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), "sabd-html-check-"));
});
afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The English paths checked; each in Spanish too. */
async function englishPaths(): Promise<string[]> {
  const [pro] = (await (await fetch(`${baseURL()}/api/professionals?limit=1&language=es`)).json()) as Professional[];
  const [biz] = (await (await fetch(`${baseURL()}/api/businesses?limit=1&language=es`)).json()) as Business[];
  const content = loadContent();
  const issue = content.issues[0]!.data;
  const article = issue.articles[0] ?? content.articles[0]!.slug;
  return [
    "/",
    "/?language=es",
    "/businesses",
    `/professional/${pro!.id}`,
    `/business/${biz!.id}`,
    "/advertise",
    "/men-on-the-move",
    "/contact",
    "/archive",
    `/${issue.year}/${issue.month}`,
    `/articles/${article}`,
    "/checkout",
    "/no-such-page",
  ];
}

describe.skipIf(!java)("the Nu HTML Checker", () => {
  it(`finds no error in the public pages in ${both ? "English and Spanish" : "Spanish"}`, { timeout: 180_000 }, async () => {
    const spanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);
    const paths = (await englishPaths()).flatMap((path) => (both ? [path, spanish(path)] : [spanish(path)]));
    const files: string[] = [];
    const { page, context } = await openPage(browser, DESKTOP);
    for (const [i, path] of paths.entries()) {
      await page.goto(path, { waitUntil: "networkidle" });
      await page.locator("main h1, h1").first().waitFor();
      const file = join(dir, `${String(i).padStart(2, "0")}.html`);
      writeFileSync(file, await page.content());
      files.push(file);
    }
    await context.close();
    const started = Date.now();
    const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files], { encoding: "utf8", maxBuffer: 1 << 26 });
    // The checker ran and answered (its JSON names its version), whatever it found.
    expect(run.stdout).toContain('"version"');
    const { messages } = JSON.parse(run.stdout) as { messages: { type: string; url: string; message: string; extract?: string }[] };
    const errors = messages
      .filter((m) => m.type === "error")
      .map((m) => `${paths[files.indexOf(new URL(m.url).pathname)]}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ""}`);
    console.log(`Nu HTML Checker: ${files.length} pages checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(errors).toEqual([]);
  });
});
