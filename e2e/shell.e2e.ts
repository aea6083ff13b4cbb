import type { Browser } from "playwright-core";
import { DESKTOP, PHONE, hasHorizontalScroll, launchBrowser, openPage, seriousViolations } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("not-found screen on %s", (_name, viewport) => {
  it("shows the 404 texts and a Return Home button that goes home", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404 - Page Not Found" }).waitFor();
    expect(await page.getByText("The page you're looking for doesn't exist or has been moved.").isVisible()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Return Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(errors).toEqual([]);
    await context.close();
  });
});
