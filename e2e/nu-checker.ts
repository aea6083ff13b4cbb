import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Page } from "playwright-core";

/**
 * The W3C Nu HTML Checker (vnu-jar, Java) over pages as Chromium has rendered them: each page's DOM
 * is written out with its doctype (`savePage`), and all are checked in one run of the checker
 * (`nuErrors`), which answers each error with the page it was found on. Without Java the checks
 * are skipped, except in CI (.ci/run installs it), where a missing Java is a failure.
 */
/** The checker's jar, as the vnu-jar package ships it (the package has no types to import it by). */
const vnuJar = join(dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");

export const javaAvailable = spawnSync("java", ["-version"]).status === 0;
if (!javaAvailable && process.env.CI) throw new Error("The HTML check needs Java (apt-get install -y default-jre-headless).");

/** The rendered pages written so far, each with the name the errors give it. */
export interface RenderedPages {
  dir: string;
  files: string[];
  names: string[];
}

export const renderedPages = (dir: string): RenderedPages => ({ dir, files: [], names: [] });

/** Writes the page's current DOM (with its doctype, as `page.content()` gives it) for the checker, under `name`. */
export async function savePage(pages: RenderedPages, page: Page, name: string) {
  const file = join(pages.dir, `${String(pages.files.length).padStart(3, "0")}.html`);
  writeFileSync(file, await page.content());
  pages.files.push(file);
  pages.names.push(name);
}

/** Every error the checker finds in the written pages, as "name: message [extract]"; throws when the checker did not answer. */
export function nuErrors({ files, names }: RenderedPages): string[] {
  const started = Date.now();
  const run = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files], { encoding: "utf8", maxBuffer: 1 << 26 });
  // The checker ran and answered (its JSON names its version), whatever it found.
  if (!run.stdout.includes('"version"')) throw new Error(`The Nu HTML Checker did not answer: ${run.stderr || run.error?.message}`);
  const { messages } = JSON.parse(run.stdout) as { messages: { type: string; url: string; message: string; extract?: string }[] };
  console.log(`Nu HTML Checker: ${files.length} pages checked in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return messages
    .filter((m) => m.type === "error")
    .map((m) => `${names[files.indexOf(new URL(m.url).pathname)]}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ""}`);
}
