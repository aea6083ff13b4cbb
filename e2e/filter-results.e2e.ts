import type { Browser, Page } from "playwright-core";
import { DESKTOP, hasHorizontalScroll, launchBrowser, openPage, PHONE, seriousViolations } from "./browser";

/**
 * Issue 28 items 7 and 9 in Chromium against the built server: the phone's "Show N results" lands
 * on the results, and a filtered list with no results says which filters emptied it, with a
 * button to drop each, in view where the visitor is.
 */
let browser: Browser;
const shots = process.env.E2E_SCREENSHOTS;
const NOTHING = "qqxzv"; // a search no sample listing matches

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const cards = (page: Page) => page.locator("#professionals article");
/** The bottom of the sticky bars (site header, and the phone's search bar) over the page. */
const barsBottom = (page: Page) =>
  page.evaluate(() => Math.max(0, ...[...document.querySelectorAll("header, .sticky")].map((el) => el.getBoundingClientRect().bottom).filter((b) => b < 300)));
/** Whether an element is wholly on the screen, below the sticky bars. */
async function inView(page: Page, selector: string) {
  const [box, bars, height] = await Promise.all([
    page
      .locator(selector)
      .first()
      .evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    barsBottom(page),
    page.evaluate(() => innerHeight),
  ]);
  return box.top >= bars - 1 && box.bottom <= height + 1;
}

describe("the phone's Filters sheet (375 px)", () => {
  it("'Show N results' lands on the first result, not on the hero", async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    await page.goto("/");
    await cards(page).first().waitFor();
    await page.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("checkbox", { name: "Banking" }).check();
    await page.waitForURL(/\?category=banking$/);
    await sheet.getByRole("button", { name: /^Show \d+ results?$/ }).click();
    await sheet.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("professionals-results");
    await expect.poll(() => inView(page, "#professionals article")).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/filters-show-results-375.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an empty list after the sheet says what emptied it, in view, and one tap drops it", async () => {
    const { page, errors, context } = await openPage(browser, PHONE);
    await page.goto(`/?search=${NOTHING}`);
    await page.getByRole("button", { name: /^Filters/ }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("button", { name: "Show 0 results" }).click();
    await sheet.waitFor({ state: "detached" });
    await page.getByText(`No professionals match “${NOTHING}”. Try other words.`).waitFor();
    await expect.poll(() => inView(page, "#professionals [role=status]:has(h3)")).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/filters-empty-375.png` });
    await page.getByRole("button", { name: `Remove filter: “${NOTHING}”` }).click();
    await page.waitForURL((url) => url.search === "");
    await cards(page).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the sidebar beside the results (1280 px)", () => {
  it("keeps an empty list's message in view while the visitor is down the sidebar, naming each filter with a button to drop it", async () => {
    const { page, errors, context } = await openPage(browser, DESKTOP);
    await page.goto(`/?search=${NOTHING}&open=now`);
    await page.getByText("No professionals match all of these filters. Remove one to see more.").waitFor();
    // Where a visitor ticks Open now: at the foot of the sidebar, far below the results' heading.
    await page.getByRole("checkbox", { name: "Open now" }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(600);
    await expect.poll(() => inView(page, "#professionals [role=status]:has(h3)")).toBe(true);
    expect(await page.getByRole("list", { name: "Filters in use" }).getByRole("button").allTextContents()).toEqual([
      `“${NOTHING}”`,
      "Open now",
      "Clear all filters",
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/filters-empty-1280.png` });
    await page.getByRole("button", { name: "Remove filter: Open now" }).click();
    await page.waitForURL((url) => url.search === `?search=${NOTHING}`);
    await page.getByText(`No professionals match “${NOTHING}”. Try other words.`).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
