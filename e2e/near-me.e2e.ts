import type { Browser, Page } from "playwright-core";
import { baseURL, DESKTOP, PHONE, hasHorizontalScroll, launchBrowser, openFilters, openPage, seriousViolations } from "./browser";
import { professionalsFound } from "./count-text";

/** Issue 18: near me (a ZIP, the visitor's position), open now, and the results map's fallback. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The "2.3 mi away" lines of a list's cards, as numbers of miles. */
async function distances(page: Page, scope: string): Promise<number[]> {
  const lines = await page
    .locator(`${scope} article`)
    .getByText(/mi away$/)
    .allTextContents();
  return lines.map((line) => Number(line.replace(" mi away", "")));
}
const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
const apiTotal = async (query: string) => Number((await fetch(`${baseURL()}/api/professionals?${query}`)).headers.get("X-Total-Count"));

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("near me on %s", (name, viewport) => {
  it("a ZIP pick lists professionals nearest first with their distances, in the URL", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto("/");
    await page.screenshot({ path: `/tmp/geo-home-before-pick-${name}.png` });
    let filters = await openFilters(page, viewport);
    await filters.scope.getByLabel("Or a ZIP code or neighborhood").selectOption("78205");
    await page.waitForURL(/near=78205/);
    await filters.close();
    expect(page.url()).toContain("sort=distance");
    const located = await apiTotal("near=78205&sort=distance");
    await page.getByText(professionalsFound(located)).waitFor();
    const miles = await distances(page, "#professionals");
    expect(miles.length).toBe(Math.min(located, 48));
    expect(ascending(miles)).toBe(true);
    expect(miles[0]!).toBeLessThan(1);
    // A radius narrows it, and the address keeps every word (reload shows the same list).
    filters = await openFilters(page, viewport);
    await filters.scope.getByLabel("Distance").selectOption("3");
    await page.waitForURL(/radius=3/);
    await filters.close();
    const within = await apiTotal("near=78205&sort=distance&radius=3");
    await page.getByText(professionalsFound(within)).waitFor();
    expect((await distances(page, "#professionals")).every((d) => d <= 3)).toBe(true);
    await page.reload();
    await page.getByText(professionalsFound(within)).waitFor();
    await page.locator("#professionals").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/geo-home-zip-${name}.png` });
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("'Use my location' asks only on the click and measures from the shared position", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await context.grantPermissions(["geolocation"], { origin: baseURL() });
    await context.setGeolocation({ latitude: 29.4632, longitude: -98.4661 }); // Broadway, by the sample bank
    await page.goto("/");
    const filters = await openFilters(page, viewport);
    await filters.scope.getByRole("button", { name: "Use my location" }).click();
    await page.waitForURL(/near=29\.463%2C-98\.466|near=29\.463,-98\.466/);
    await filters.scope.getByText("Measuring from your location.").waitFor();
    await filters.close();
    // The list measured from the position replaces the one before: wait for its distance lines.
    await page
      .locator("#professionals article")
      .getByText(/mi away$/)
      .first()
      .waitFor();
    const miles = await distances(page, "#professionals");
    expect(miles.length).toBeGreaterThan(0);
    expect(ascending(miles)).toBe(true);
    expect(miles[0]).toBe(0);
    expect(await page.locator("#professionals article").first().textContent()).toContain("0.0 mi away");
    await page.screenshot({ path: `/tmp/geo-home-geolocation-${name}.png` });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says what to do when the location is not shared", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await context.clearPermissions();
    await page.goto("/");
    const filters = await openFilters(page, viewport);
    await filters.scope.getByRole("button", { name: "Use my location" }).click();
    await filters.scope
      .getByRole("status")
      .getByText(/Pick a ZIP code or neighborhood instead/)
      .waitFor();
    await filters.close();
    expect(page.url()).not.toContain("near=");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("Open now keeps the listings open at this minute (San Antonio time), as the API counts them", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto("/");
    const filters = await openFilters(page, viewport);
    await filters.scope.getByLabel("Open now").check();
    await page.waitForURL(/open=now/);
    await filters.close();
    const open = await apiTotal("open=now");
    await page.getByText(professionalsFound(open)).waitFor();
    expect(await page.locator("#professionals article").count()).toBe(Math.min(open, 48));
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the Map toggle falls back to a message and back to the list when Google Maps cannot load", async () => {
    const { page, errors, context, mapsRequests } = await openPage(browser, viewport);
    await page.goto("/?near=78209&sort=distance");
    const map = page.getByRole("group", { name: "Show results as" }).getByRole("button", { name: "Map" });
    await map.click();
    expect(await map.getAttribute("aria-pressed")).toBe("true");
    await page.getByText("The map is not available right now").waitFor();
    expect(mapsRequests.some((url) => url.includes("key=e2e-offline-maps-key"))).toBe(true);
    await page.screenshot({ path: `/tmp/geo-home-map-fallback-${name}.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Show the list" }).click();
    expect((await distances(page, "#professionals")).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/businesses has the same near me, distances and map toggle", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto("/businesses");
    await page.screenshot({ path: `/tmp/geo-businesses-before-pick-${name}.png` });
    const filters = await openFilters(page, viewport);
    await filters.scope.getByLabel("Or a ZIP code or neighborhood").selectOption({ label: "Alamo Heights" });
    await page.waitForURL(/near=alamo-heights/);
    await filters.close();
    await page
      .getByText(/mi away$/)
      .first()
      .waitFor();
    const miles = await distances(page, "main");
    expect(ascending(miles)).toBe(true);
    expect(await page.getByRole("group", { name: "Show results as" }).isVisible()).toBe(true);
    await page.screenshot({ path: `/tmp/geo-businesses-near-${name}.png` });
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
