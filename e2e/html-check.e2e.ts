import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import type { Business, Professional } from "@shared/schema";
import { loadContent } from "../server/content/load-content";
import { baseURL, DESKTOP, gotoSettled, launchBrowser, openPage } from "./browser";
import { javaAvailable, nuErrors, renderedPages, savePage } from "./nu-checker";

/**
 * Issue 29: the W3C Nu HTML Checker (vnu-jar, Java) finds no error in the public pages as a
 * browser has rendered them, in English and in Spanish. Each page is rendered in Chromium by the
 * built server, its DOM written out with its doctype, and all are checked in one run of the
 * checker (e2e/nu-checker.ts). The suite checks the Spanish pages; `npm run html:check` runs this
 * file alone, on both languages' pages. The back office and the owners' area are
 * e2e/html-check-private.e2e.ts.
 */

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

describe.skipIf(!javaAvailable)("the Nu HTML Checker", () => {
  it(`finds no error in the public pages in ${both ? "English and Spanish" : "Spanish"}`, { timeout: 180_000 }, async () => {
    const spanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);
    const paths = (await englishPaths()).flatMap((path) => (both ? [path, spanish(path)] : [spanish(path)]));
    const pages = renderedPages(dir);
    const { page, context } = await openPage(browser, DESKTOP);
    for (const path of paths) {
      await gotoSettled(page, path, { ready: page.locator("main h1, h1").first() });
      await savePage(pages, page, path);
    }
    await context.close();
    const errors = nuErrors(pages);
    expect(errors).toEqual([]);
  });
});
