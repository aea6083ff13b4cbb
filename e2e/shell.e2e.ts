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

describe("the accessibility check itself", () => {
  it("names serious violations it is shown (an image without alt, a button without a name, text without contrast), with each element", async () => {
    const { page, context } = await openPage(browser, PHONE);
    await page.goto("/no/such/page");
    await page.getByRole("heading", { name: "404 - Page Not Found" }).waitFor();
    await page.evaluate(() => {
      const main = document.querySelector("main") ?? document.body;
      const img = document.createElement("img");
      img.src = "/no-such-picture.png";
      img.id = "no-alt";
      const button = document.createElement("button");
      button.id = "no-name";
      const faint = document.createElement("p");
      faint.id = "faint";
      faint.textContent = "Barely there";
      faint.style.color = "#b0b0b0";
      faint.style.background = "#ffffff";
      main.append(img, button, faint);
    });
    const found = await seriousViolations(page);
    expect(found.find((v) => v.startsWith("image-alt:"))).toContain("#no-alt");
    expect(found.find((v) => v.startsWith("button-name:"))).toContain("#no-name");
    expect(found.find((v) => v.startsWith("color-contrast:"))).toContain("#faint");
    await context.close();
  });
});
