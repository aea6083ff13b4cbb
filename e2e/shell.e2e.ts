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

/**
 * The router's fallback is an empty block (client/src/app/router.tsx): a first render that showed it
 * kept the page blank for ~330 ms more (React holds the screen that replaces a fallback back by up
 * to 300 ms), so a page loads its screen's code and catalogs before it renders (client/src/main.tsx).
 * Recorded from the document's start: whether #root ever held content while #main had no text.
 */
describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("first render on %s", (_name, viewport) => {
  it("shows each kind of page whole: the router's empty fallback never reaches the page", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    try {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __firstRender: string[] }).__firstRender = seen;
        new MutationObserver(() => {
          const root = document.getElementById("root");
          if (!root?.firstElementChild || seen.length) return;
          seen.push(document.getElementById("main")?.textContent?.trim() ? "page" : "fallback");
        }).observe(document, { subtree: true, childList: true });
      });
      for (const [path, heading] of [
        ["/professional/13", "Adriana Garza"],
        ["/es/business/1", undefined],
        ["/contact", "Contact Us"],
        ["/es/2013/06", "junio/julio 2013"],
        ["/checkout", undefined],
      ] as const) {
        await page.goto(path);
        await (heading ? page.getByRole("heading", { level: 1, name: heading }) : page.getByRole("heading", { level: 1 })).waitFor();
        expect(await page.evaluate(() => (window as unknown as { __firstRender: string[] }).__firstRender), path).toEqual(["page"]);
        expect(await seriousViolations(page), path).toEqual([]);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
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
      // An element named axe is a window property of that name: the check still loads axe itself.
      const namedAxe = document.createElement("span");
      namedAxe.id = "axe";
      main.append(img, button, faint, namedAxe);
    });
    const found = await seriousViolations(page);
    expect(found.find((v) => v.startsWith("image-alt:"))).toContain("#no-alt");
    expect(found.find((v) => v.startsWith("button-name:"))).toContain("#no-name");
    expect(found.find((v) => v.startsWith("color-contrast:"))).toContain("#faint");
    // A second check of the same document reuses the axe it was given, and sees what changed since.
    await page.evaluate(() => {
      const later = document.createElement("img");
      later.src = "/no-such-picture.png";
      later.id = "no-alt-later";
      (document.querySelector("main") ?? document.body).append(later);
    });
    expect((await seriousViolations(page)).find((v) => v.startsWith("image-alt:"))).toContain("#no-alt-later");
    await context.close();
  });
});
