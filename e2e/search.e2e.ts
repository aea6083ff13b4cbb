import type { Browser, Page } from "playwright-core";
import { DESKTOP, PHONE, hasHorizontalScroll, launchBrowser, openFilters, openPage, seriousViolations } from "./browser";

/**
 * Issue 18, items 1-4 in the browser, on the sample directory: the ranked order, accents,
 * "Showing results for …", the category counts with disabled categories, and /businesses' search.
 * Screenshots go to /tmp/search-e2e-*.png for looking at.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const cardNames = (page: Page, scope: string) => page.locator(`${scope} article h2, ${scope} article h3`).allInnerTexts();

/** Types into the search box as a visitor does, and waits for the debounced address. */
async function typeSearch(page: Page, text: string, path: RegExp) {
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
  await page.waitForURL(path);
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("search on %s", (name, viewport) => {
  it("ranks the name first, ignores accents, counts each category and disables those with no match, accessibly", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto("/");
    await typeSearch(page, "garza", /\?search=garza$/);
    await page.getByText("3 professionals found in San Antonio, Texas").waitFor();
    // Adriana Garza's name holds the term; her partners only work at Garza Whitfield & Salinas.
    expect((await cardNames(page, "#professionals"))[0]).toBe("Adriana Garza");
    const filters = await openFilters(page, viewport);
    expect(await filters.scope.getByRole("checkbox", { name: "Legal Services (3)" }).isEnabled()).toBe(true);
    expect(await filters.scope.getByRole("checkbox", { name: "Banking (0)" }).isDisabled()).toBe(true);
    await filters.close();
    await typeSearch(page, "castaneda", /\?search=castaneda$/);
    await page.getByText("2 professionals found in San Antonio, Texas").waitFor();
    expect(await cardNames(page, "#professionals")).toEqual(["Dr. Elena Castañeda", "Raymond Castañeda"]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/search-e2e-ranked-${name}.png`, fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the results for a corrected misspelling and says so; a selected category without matches can be cleared", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto("/?category=banking");
    let filters = await openFilters(page, viewport);
    await filters.scope.getByRole("checkbox", { name: /^Banking/ }).waitFor();
    await filters.close();
    await typeSearch(page, "dentst", /\?category=banking&search=dentst$/);
    // In Banking there is no dentist: no correction finds more, and Banking (0) stays enabled to be cleared.
    await page.getByText("0 professionals found in San Antonio, Texas").waitFor();
    filters = await openFilters(page, viewport);
    const banking = filters.scope.getByRole("checkbox", { name: "Banking (0)" });
    expect(await banking.isEnabled()).toBe(true);
    await banking.uncheck();
    await page.waitForURL(/\/\?search=dentst$/);
    expect(await filters.scope.getByRole("checkbox", { name: "Dental (3)" }).isEnabled()).toBe(true);
    expect(await filters.scope.getByRole("checkbox", { name: "Accounting (0)" }).isDisabled()).toBe(true);
    await filters.close();
    await page.getByText("Showing results for “dentist” instead of “dentst”.").waitFor();
    // The corrected term also names a category ("Dentistas", issue 29): its listings follow the text matches.
    await page.getByText("3 professionals found in San Antonio, Texas").waitFor();
    expect(await cardNames(page, "#professionals")).toEqual(["Isabel Quintanilla", "Marisol Zepeda", "Trung Le"]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId("searched-for").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/search-e2e-corrected-${name}.png`, fullPage: false });
    // A fresh load of the same address: the server's first data says the same.
    await page.reload();
    await page.getByText("Showing results for “dentist” instead of “dentst”.").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/businesses searches, filters by category with counts, keeps both in the address, and is accessible", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto("/businesses");
    await page.getByText("16 Businesses Found").waitFor();
    await typeSearch(page, "lane", /\/businesses\?search=lane$/);
    await page.getByText("1 Business Found").waitFor();
    expect(await cardNames(page, "main")).toEqual(["Bluebonnet Lane Dental"]);
    let filters = await openFilters(page, viewport);
    expect(await filters.scope.getByRole("checkbox", { name: "Dental (1)" }).isEnabled()).toBe(true);
    expect(await filters.scope.getByRole("checkbox", { name: "Banking (0)" }).isDisabled()).toBe(true);
    await filters.scope.getByRole("checkbox", { name: "Dental (1)" }).check();
    await page.waitForURL(/\/businesses\?category=dental&search=lane$/);
    await filters.close();
    await page.reload();
    await page.getByText("1 Business Found").waitFor();
    expect(await page.getByRole("searchbox", { name: "Search" }).inputValue()).toBe("lane");
    filters = await openFilters(page, viewport);
    expect(await filters.scope.getByRole("checkbox", { name: "Dental (1)" }).isChecked()).toBe(true);
    await filters.close();
    // A misspelt business name, corrected as on the home page.
    await typeSearch(page, "bluebonet", /\/businesses\?category=dental&search=bluebonet$/);
    await page.getByText("Showing results for “bluebonnet” instead of “bluebonet”.").waitFor();
    // The page's own texts stay: heading and call to action.
    expect(await page.getByRole("heading", { name: "San Antonio Businesses", level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Want to List Your Business?" }).isVisible()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/search-e2e-businesses-${name}.png`, fullPage: false });
    filters = await openFilters(page, viewport);
    await filters.scope.getByRole("button", { name: "Clear filters" }).click();
    await page.waitForURL(/\/businesses$/);
    await filters.close();
    await page.getByText("16 Businesses Found").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
