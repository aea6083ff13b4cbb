import type { Browser, Page } from "playwright-core";
import type { Business, Professional } from "@shared/schema";
import { baseURL, DESKTOP, PHONE, hasHorizontalScroll, launchBrowser, openPage, seriousViolations } from "./browser";

/**
 * Issue 28 item 15: detail pages in two columns from 1024 px, the contact card staying in view
 * while the page scrolls; on a phone Call Now · Get directions · Contact in a bar fixed to the
 * bottom. No layout shift on the way (CLS, as Lighthouse counts it: shifts without recent input).
 */
let browser: Browser;
let pro: Professional;
let biz: Business;
beforeAll(async () => {
  browser = await launchBrowser();
  const pros = (await (await fetch(`${baseURL()}/api/professionals`)).json()) as Professional[];
  const bizs = (await (await fetch(`${baseURL()}/api/businesses`)).json()) as Business[];
  pro = pros.find((p) => p.phone && p.email && p.address && p.bio && p.bio.length > 600)!;
  biz = bizs.find((b) => b.phone && b.address && pros.some((p) => p.businessId === b.id))!;
});
afterAll(() => browser.close());

/** Records layout shifts from the first paint on (buffered), as the CLS of the load. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}
const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

const pages = () => [
  ["professional", `/professional/${pro.id}`, pro.name],
  ["business", `/business/${biz.id}`, biz.name],
];

describe("detail pages at 1280 px", () => {
  it.each([0, 1])("put the contact card beside the listing and keep it in view while scrolling (page %i)", async (i) => {
    const [, path, name] = pages()[i]!;
    const { page, context, errors } = await openPage(browser, DESKTOP);
    await watchShifts(page);
    await page.goto(path!);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    const card = page.getByRole("complementary", { name: `Contact ${name}` });
    const heading = await page.getByRole("heading", { name, level: 1 }).boundingBox();
    const before = (await card.boundingBox())!;
    // Beside, not below: the card's left edge is in the right part of the page, level with the heading.
    expect(before.x).toBeGreaterThan(DESKTOP.width / 2);
    expect(before.y).toBeLessThan(heading!.y + heading!.height);
    expect(await card.getByRole("link", { name: "Call Now" }).isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: "Visit Website" }).isVisible()).toBe(true);
    // Scrolled by more than the card's distance from the top: a card that did not stick would be out of view.
    const scroll = Math.round(before.y + before.height / 2);
    await page.evaluate((y) => window.scrollTo(0, y), scroll);
    await page.waitForFunction((y) => window.scrollY === y, scroll);
    const after = (await card.boundingBox())!;
    expect(after.y).toBeGreaterThanOrEqual(0);
    expect(after.y).toBeLessThan(before.y);
    expect(await card.getByRole("link", { name: "Call Now" }).isVisible()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await cls(page)).toBeLessThanOrEqual(0.05);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("detail pages at 375 px", () => {
  it.each([0, 1])("keep Call Now, Get directions and Contact in a bar fixed to the bottom (page %i)", async (i) => {
    const [kind, path, name] = pages()[i]!;
    const { page, context, errors } = await openPage(browser, PHONE);
    await watchShifts(page);
    await page.goto(path!);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    const bar = page.getByTestId("contact-actions");
    const labels = await bar.getByRole("link").allInnerTexts();
    expect(labels.map((l) => l.trim())).toEqual(
      kind === "professional" ? ["Call Now", "Get directions", "Contact"] : expect.arrayContaining(["Call Now", "Get directions"]),
    );
    for (const y of [0, 1200]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const b = await box(page, "[data-testid=contact-actions]");
      expect(Math.round(b.y + b.height)).toBe(PHONE.height);
      expect(await bar.getByRole("link", { name: "Call Now" }).isVisible()).toBe(true);
    }
    // The page keeps room for the bar: at the very bottom the footer's last line is above it (the
    // footer is a chunk of its own: measured once it is there, not its stand-in).
    await page.locator("footer").waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await box(page, "footer");
    const bar2 = await box(page, "[data-testid=contact-actions]");
    expect(footer.y + footer.height).toBeLessThanOrEqual(bar2.y + 1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await cls(page)).toBeLessThanOrEqual(0.05);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keep the map's room on a business page while Google Maps loads and after it fails, so the sections below do not move", async () => {
    const { page, context, errors, consoleErrors } = await openPage(browser, PHONE);
    await watchShifts(page);
    // The maps script is held, then refused: the skeleton first, then the card that takes the map's place.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("https://maps.googleapis.com/**", async (route) => {
      await held;
      await route.abort();
    });
    await page.goto(`/business/${biz.id}`);
    const card = page.getByRole("complementary", { name: `Contact ${biz.name}` });
    const about = page.getByRole("heading", { name: "About", level: 2 });
    await about.waitFor();
    const loading = { card: (await card.boundingBox())!, about: (await about.boundingBox())! };
    expect(await page.getByTestId("location-card").count()).toBe(0);
    release();
    await page.getByTestId("location-card").waitFor();
    const failed = { card: (await card.boundingBox())!, about: (await about.boundingBox())! };
    expect(failed.card.height).toBe(loading.card.height);
    expect(failed.about.y).toBe(loading.about.y);
    expect(await cls(page)).toBeLessThanOrEqual(0.05);
    expect(consoleErrors.some((e) => e.includes("Google Maps failed to load"))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
