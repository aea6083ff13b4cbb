import axe from "axe-core";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from "playwright-core";
import { expect, inject } from "vitest";
export { CHROMIUM } from "../server/tools/chromium";

export const baseURL = () => inject("baseURL");

export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * The filters where a visitor finds them: the sidebar beside the results from 1024 px; on a phone
 * the Filters sheet (issue 18 item 8), which this opens. `close` shuts the sheet as its close
 * button does (nothing to do on a wide screen).
 */
export async function openFilters(page: Page, viewport: { width: number }): Promise<{ scope: Page | Locator; close: () => Promise<void> }> {
  if (viewport.width >= 1024) return { scope: page, close: async () => {} };
  await page.getByRole("button", { name: /^Filters/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filters" });
  await sheet.waitFor();
  return {
    scope: sheet,
    close: async () => {
      if ((await sheet.count()) === 0) return; // a choice that closed it already
      await sheet.getByRole("button", { name: "Close filters" }).click();
      await sheet.waitFor({ state: "detached" });
    },
  };
}

/**
 * What every context of the suite has unless a test says otherwise: the visitor's system asks for
 * reduced motion, so the site scrolls at once (index.css) instead of smoothly after each
 * navigation, while Playwright's click waited for its button to stand still (issue 27: the two
 * phone tests of e2e/account-edit.e2e.ts retried clicks 21 times, and took 26.4 s against 19.9 s
 * without the motion). A test that needs the motion passes `reducedMotion: "no-preference"` to
 * newContext.
 */
export const CONTEXT_DEFAULTS = { reducedMotion: "reduce" } as const satisfies BrowserContextOptions;

/**
 * The run's one Chromium (started by e2e/global-setup.ts), connected to: each file gets its own
 * connection and contexts, and `close()` ends only those, not the browser (issue 27: one
 * Chromium per run instead of one per file). Its newContext (and newPage, which calls it) starts
 * from CONTEXT_DEFAULTS.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.connect(inject("browserWSEndpoint"));
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ ...CONTEXT_DEFAULTS, ...options });
  return browser;
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions thrown in the page. */
  errors: Error[];
  /** console.error lines, for tests that check what was logged. */
  consoleErrors: string[];
  /** Requests to Google Maps, all refused as this offline machine (and CI) would. */
  mapsRequests: string[];
}

export async function openPage(browser: Browser, viewport: { width: number; height: number } = DESKTOP): Promise<TestPage> {
  const context = await browser.newContext({ viewport, baseURL: baseURL() });
  const page = await context.newPage();
  const errors: Error[] = [];
  const consoleErrors: string[] = [];
  const mapsRequests: string[] = [];
  page.on("pageerror", (e) => errors.push(e));
  page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
  // Google Maps never answers: the run's Chromium resolves its hosts to nothing (OFFLINE_HOSTS in
  // e2e/global-setup.ts). Seen, not intercepted: a route would pause every request of the context
  // on the Playwright server and turn the browser's cache off for all of them.
  context.on("request", (request) => {
    if (request.url().startsWith("https://maps.googleapis.com/")) mapsRequests.push(request.url());
  });
  return { page, context, errors, consoleErrors, mapsRequests };
}

/** The axe-core options every check uses: the WCAG 2.0 and 2.1 A and AA rules, violations only. */
const AXE_OPTIONS = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  resultTypes: ["violations"],
} satisfies axe.RunOptions;

/**
 * axe-core violations of serious or critical impact (WCAG 2 A/AA rules).
 *
 * Run as `axe.run` in the page itself, asking for violations only, as @axe-core/playwright's
 * legacy mode did: its default runs `axe.runPartial` in each frame and then `axe.finishRun` in a
 * new blank page it opens and closes on every call, which cost ~2x as long (issue 27). What this
 * gives up is cross-origin frames, and our pages have none here: Google Maps and Stripe never load
 * offline. axe's ~550 kB source is evaluated once per document and frame, where the builder
 * evaluated it twice on every call (the page, then each frame, the page again), and only the
 * serious and critical violations come back from the page (issue 27: 29 checks in two files took
 * 22.5 s with the builder).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  for (const frame of page.frames()) {
    // Evaluated as a script by the browser's protocol (a page's own eval would meet its CSP).
    const injected = (async () => {
      // axe itself, not any `axe`: an element with id="axe" is a window property of that name too.
      if (await frame.evaluate(() => typeof (window as Window & { axe?: { run?: unknown } }).axe?.run === "function")) return;
      await frame.evaluate(axe.source);
      await frame.evaluate(() => (window as Window & { axe?: typeof axe }).axe!.configure({ allowedOrigins: ["<same_origin>"] }));
    })();
    // A child frame that cannot take the script (another origin, gone meanwhile) is left out, as
    // the builder left it out; the page itself must take it.
    if (frame === page.mainFrame()) await injected;
    else await injected.catch(() => undefined);
  }
  return page.evaluate(async (options) => {
    const { violations } = await (window as Window & { axe?: typeof axe }).axe!.run({ exclude: [], include: [] }, options);
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, AXE_OPTIONS);
}

/** True when the page is wider than its viewport (horizontal scrolling). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
}

/** The innermost elements reaching past the viewport's right edge: what makes a page scroll sideways. */
export function stickingOut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const wide = [...document.body.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1);
    return wide
      .filter((el) => !wide.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">${(el.textContent ?? "").trim().slice(0, 60)}`);
  });
}

/**
 * What every browser test checks on each screen it opens: no sideways scroll (naming what sticks
 * out when there is one), no serious axe violation.
 */
export async function expectAccessible(page: Page) {
  if (await hasHorizontalScroll(page)) expect(await stickingOut(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * A file's screenshots: `shot(page, name, width)` saves the whole page as `<prefix>-<name>-<width>.png`
 * in the folder E2E_SCREENSHOTS names, and does nothing when it is not set.
 */
export function screenshots(prefix: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  return async (page: Page, name: string, width: number) => {
    if (folder) await page.screenshot({ path: `${folder}/${prefix}-${name}-${width}.png`, fullPage: true });
  };
}

/**
 * Opens `path`, waits for `ready` when given, and resolves once no request of the page has been
 * in flight for `quietMs` (150 ms): the page's data and lazy chunks have arrived. Playwright's
 * "networkidle" waits a fixed 500 ms of quiet after the last request, which a file that opens 58
 * pages pays 58 times (issue 27); this is for tests that only need the page loaded. Tests that
 * assert no further request comes keep "networkidle" and its longer window.
 */
export async function gotoSettled(page: Page, path: string, { ready, quietMs = 150 }: { ready?: Locator; quietMs?: number } = {}) {
  let inFlight = 0;
  let quietSince = Date.now();
  const started = () => inFlight++;
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) quietSince = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  try {
    await page.goto(path);
    if (ready) await ready.waitFor();
    for (;;) {
      if (inFlight === 0 && Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(25);
    }
  } finally {
    page.off("request", started);
    page.off("requestfinished", ended);
    page.off("requestfailed", ended);
  }
}

/** Opens `path` until `ready` holds, for at most 3 s (the server re-reads the directory's version at most once a second). */
export async function gotoUntil(page: Page, path: string, ready: () => Promise<boolean>) {
  const started = Date.now();
  for (;;) {
    await page.goto(path);
    if ((await ready()) || Date.now() - started > 3000) return;
    await page.waitForTimeout(250);
  }
}
