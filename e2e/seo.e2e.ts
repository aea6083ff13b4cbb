import type { Browser, Page } from "playwright-core";
import { TOTAL_COUNT_HEADER } from "@shared/paging";
import type { Business, Professional } from "@shared/schema";
import { baseURL, DESKTOP, PHONE, launchBrowser, openPage } from "./browser";

let browser: Browser;
let total: number;
let pro: Professional;
let biz: Business;
beforeAll(async () => {
  browser = await launchBrowser();
  const list = await fetch(`${baseURL()}/api/professionals`);
  total = Number(list.headers.get(TOTAL_COUNT_HEADER));
  pro = ((await list.json()) as Professional[]).find((p) => p.businessId !== null)!;
  biz = ((await (await fetch(`${baseURL()}/api/businesses`)).json()) as Business[])[0]!;
});
afterAll(() => browser.close());

/** Every /api request the page makes, in order (a listing's reviews are in its first data too, issue 30). */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith("/api/")) seen.push(url.pathname + url.search);
  });
  return seen;
}

/** The head as the page shows it after hydration: one of each tag, never two. */
const headCounts = (page: Page) =>
  page.evaluate(() => ({
    description: document.head.querySelectorAll('meta[name="description"]').length,
    canonical: document.head.querySelectorAll('link[rel="canonical"]').length,
    ogTitle: document.head.querySelectorAll('meta[property="og:title"]').length,
    jsonLd: document.head.querySelectorAll('script[type="application/ld+json"]').length,
    title: document.title,
  }));

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("first data in the HTML on %s", (name, viewport) => {
  it("home renders professionals, businesses and categories with no API request", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    const api = apiRequests(page);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-cache");
    // The count the first data gave: at least beforeAll's. Files running beside this one add
    // professionals to the same server (admin-photos.e2e.ts does, one per width), so it may have
    // grown since: waiting for beforeAll's exact 55 timed out once in a whole run, with
    // admin-photos just before it on the other fork, and never when this file ran alone.
    const count = page.getByText(/^\d+ professionals? found in San Antonio, Texas$/);
    await count.waitFor();
    expect(Number((await count.textContent())?.split(" ")[0])).toBeGreaterThanOrEqual(total);
    expect(api).toEqual([]);
    expect(await page.locator("#professionals article").count()).toBeGreaterThan(0);
    // The businesses section under the grid is a lazy chunk (its code, not its data: still no API request).
    await page.locator("#businesses article").first().waitFor();
    // On a phone the categories are in the Filters sheet (issue 18): still from the first data.
    if (viewport === PHONE) await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("checkbox").first().waitFor();
    expect(await page.getByRole("checkbox").count()).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect(api).toEqual([]);
    expect(await headCounts(page)).toEqual({
      description: 1,
      canonical: 1,
      ogTitle: 1,
      jsonLd: 3,
      title: "San Antonio Business Directory | Professionals & Businesses in South Texas",
    });
    await page.screenshot({ path: `/tmp/seo-home-${name}.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a professional page renders its record and business with no API request", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    const api = apiRequests(page);
    await page.goto(`/professional/${pro.id}`);
    await page.getByRole("heading", { name: pro.name, level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Related Business" }).waitFor();
    await page.waitForLoadState("networkidle");
    // No data request: the page's one request is its view count (issue 17's beacon).
    expect(api).toEqual(["/api/stats/events"]);
    expect(await headCounts(page)).toMatchObject({ description: 1, canonical: 1, ogTitle: 1, jsonLd: 3 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a business page renders its record with no API request", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    const api = apiRequests(page);
    await page.goto(`/business/${biz.id}`);
    await page.getByRole("heading", { name: biz.name, level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(api).toEqual(["/api/stats/events"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a filtered home address is seeded with that filter; only its counts are asked for after", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    const api = apiRequests(page);
    const word = pro.name.split(" ")[0]!;
    await page.goto(`/?search=${encodeURIComponent(word)}`);
    await page.getByRole("heading", { name: pro.name }).first().waitFor();
    // Issue 26 item 1: a search's page is seeded, and its counts keep their own path: one request,
    // after the cards, never a second request for the page itself.
    await page.getByText(/professionals? found in San Antonio, Texas/).waitFor();
    await page.waitForLoadState("networkidle");
    expect(api).toEqual([`/api/professionals/counts?search=${encodeURIComponent(word)}&counts=separate`]);
    expect(await page.getByRole("searchbox").inputValue()).toBe(word);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("statuses, redirects and files in the browser", () => {
  it("an unknown address answers 404 and shows the not-found screen with one set of tags", async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "404 - Page Not Found" }).waitFor();
    expect(await page.locator('meta[name="robots"]').count()).toBe(1);
    expect(await headCounts(page)).toMatchObject({ description: 1, canonical: 0, jsonLd: 0 });
    await context.close();
  });

  it("an unknown professional answers 404 and shows Professional Not Found", async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto("/professional/2000000000");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { name: "Professional Not Found" }).waitFor();
    await context.close();
  });

  it("moving on from a server-rendered page leaves one set of tags for the new page", async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`/professional/${pro.id}`);
    await page.getByRole("heading", { name: pro.name, level: 1 }).waitFor();
    await page.getByRole("navigation").first().getByRole("link", { name: "Businesses" }).first().click();
    await page.getByRole("heading", { name: "San Antonio Businesses", level: 1 }).waitFor();
    await page.waitForFunction(() => document.title.startsWith("San Antonio Businesses"));
    expect(await headCounts(page)).toMatchObject({ description: 1, canonical: 1, ogTitle: 1, jsonLd: 2 });
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL()}/businesses`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a Spanish page keeps a Spanish head after hydration and writes the next page's in Spanish (issue 29)", async () => {
    const { page, errors, context } = await openPage(browser);
    await page.goto(`/es/professional/${pro.id}`);
    await page.getByRole("heading", { name: pro.name, level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    // Its Spanish title where it has one (issue 29), as the page shows it.
    expect(await page.title()).toBe(`${pro.name}, ${pro.titleEs ?? pro.title} | Directorio de Negocios de San Antonio`);
    await page.getByRole("navigation").first().getByRole("link", { name: "Negocios", exact: true }).first().click();
    await page.waitForFunction(() => document.title.startsWith("Negocios de San Antonio"));
    expect(await headCounts(page)).toMatchObject({ description: 1, canonical: 1, ogTitle: 1, jsonLd: 2 });
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL()}/es/businesses`);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${l.getAttribute("href")}`));
    expect(alternates).toEqual([`en ${baseURL()}/businesses`, `es ${baseURL()}/es/businesses`, `x-default ${baseURL()}/businesses`]);
    expect(await page.locator('meta[property="og:locale"]').getAttribute("content")).toBe("es_US");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("serves the web app manifest named in the head, and its icon", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/archive");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/site.webmanifest");
    const res = await fetch(`${baseURL()}${href}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/manifest\+json/);
    const manifest = (await res.json()) as { name: string; start_url: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({ name: "San Antonio Business Directory", start_url: "/" });
    expect((await fetch(`${baseURL()}${manifest.icons[0]!.src}`)).status).toBe(200);
    await context.close();
  });

  it("built assets stay immutable for a year; pages are revalidated", async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const asset = await fetch(`${baseURL()}${script}`);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${baseURL()}/archive`)).headers.get("cache-control")).toBe("no-cache");
  });
});
