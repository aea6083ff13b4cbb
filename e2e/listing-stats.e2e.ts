import { signInOnPage } from "./sign-in";
import { hashPassword } from "better-auth/crypto";
import type { BrowserContext, Page } from "playwright-core";
import { createCategory, createProfessional } from "../server/db/factories";
import { listingOwners } from "../server/db/schema";
import { createUserWithPassword } from "../server/test/staff-session";
import { DESKTOP, expectAccessible, PHONE, screenshots } from "./browser";
import { ownSite } from "./own-server";

/**
 * Issue 17's browser proof of the statistics: a visitor opens a listing and taps Call Now, Visit
 * Website, Get directions and Contact; its owner's Statistics section in /account then shows that
 * view and those taps. The built server runs on an embedded database prepared here (a listing
 * and its owner per viewport), with the short flush interval e2e/global-setup.ts sets for every
 * e2e server (STATS_FLUSH_INTERVAL_SECONDS). The visitor's browser says it is a desktop Chrome:
 * headless Chromium's own user agent ("HeadlessChrome") is a bot, and bots are not counted.
 */
const shots = process.env.E2E_SCREENSHOTS;
const VISITOR_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

const listings: Record<number, { id: number; name: string; email: string; password: string }> = {};

const site = ownSite({
  label: "stats",
  write: async (database) => {
    expect(process.env.STATS_FLUSH_INTERVAL_SECONDS).toBe("1");
    const category = await createCategory(database.db, { name: "Sample Legal Services", slug: "sample-legal" });
    for (const width of [DESKTOP.width, PHONE.width]) {
      const pro = await createProfessional(database.db, {
        name: `Sample Stats Attorney ${width}`,
        title: "Attorney (sample)",
        phone: "210-555-0181",
        email: `stats-listing-${width}@example.com`,
        address: "200 Sample Ave, San Antonio, TX 78205",
        categoryId: category.id,
      });
      // A second listing in the category, so the median is a real one.
      await createProfessional(database.db, { name: `Sample Stats Peer ${width}`, title: "Attorney (sample)", categoryId: category.id });
      const user = await createUserWithPassword(
        database.db,
        null,
        { email: `stats-owner-${width}@example.com`, password: "sample owner passphrase" },
        hashPassword,
      );
      await database.db.insert(listingOwners).values({ userId: user.id, listingKind: "professional", listingId: pro.id, role: "owner" });
      listings[width] = { id: pro.id, name: pro.name, email: user.email, password: user.password };
    }
  },
});

const shot = screenshots("listing-stats");

/** A link that opens a new tab (the website, the map): clicked, its tab (refused by this offline machine) closed. */
async function clickOpeningTab(context: BrowserContext, page: Page, name: string) {
  const tab = context.waitForEvent("page");
  await page.getByRole("link", { name }).click();
  await (await tab).close();
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("listing statistics on %s", (_name, viewport) => {
  it("a visitor's view and taps on a listing show in its owner's Statistics section", async () => {
    const listing = listings[viewport.width]!;
    const visitor = await site.browser.newContext({ viewport, baseURL: site.baseURL, userAgent: VISITOR_AGENT });
    // No internet here: the outside pages the links open are refused at once.
    await visitor.route(/^https:\/\/(www\.example\.com|www\.google\.com|maps\.googleapis\.com)\//, (route) => route.abort("internetdisconnected"));
    const page = await visitor.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));
    const beacons: string[] = [];
    page.on("request", (r) => r.url().endsWith("/api/stats/events") && beacons.push(r.postData() ?? ""));

    await page.goto(`/professional/${listing.id}`);
    await page.getByRole("heading", { level: 1, name: listing.name }).waitFor();
    await expectAccessible(page);
    await shot(page, "listing", viewport.width);
    // The phone link would hand tel: to the operating system: the page's own listener counts the
    // tap first (capture), then this one keeps the browser from leaving.
    await page.getByRole("link", { name: "Call Now" }).evaluate((link) => link.addEventListener("click", (e) => e.preventDefault(), { once: true }));
    await page.getByRole("link", { name: "Call Now" }).click();
    await clickOpeningTab(visitor, page, "Visit Website");
    await clickOpeningTab(visitor, page, "Get directions");
    await page.locator("#main").getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(/\/contact\?/);
    await expect.poll(() => beacons.length).toBe(5);
    expect(beacons.map((b) => JSON.parse(b) as { event: string }).map((b) => b.event)).toEqual(["view", "phone", "website", "map", "contact"]);
    expect(errors).toEqual([]);
    await visitor.close();

    const owner = await site.browser.newContext({ viewport, baseURL: site.baseURL });
    const ownerPage = await owner.newPage();
    await ownerPage.goto("/");
    await signInOnPage(ownerPage, listing);
    const section = ownerPage.locator("section", { has: ownerPage.getByRole("heading", { name: "Statistics" }) });
    const views = section.getByTestId("stat-views");
    // The counts reach the database at the next flush (1 s here): read the page again until they have.
    await expect
      .poll(
        async () => {
          await ownerPage.goto(`/account/listings/professional/${listing.id}`);
          await views.waitFor();
          return views.textContent();
        },
        { timeout: 15_000 },
      )
      .toBe("1");
    for (const [key, value] of [
      ["visitors", "1"],
      ["phoneClicks", "1"],
      ["websiteClicks", "1"],
      ["contactClicks", "1"],
      ["mapClicks", "1"],
    ] as const)
      expect(await section.getByTestId(`stat-${key}`).textContent(), key).toBe(value);
    await section.getByRole("img", { name: /Page views per day/ }).waitFor();
    await section.getByText("Day by day (the chart's numbers)").click();
    await section.getByRole("region", { name: "Day by day" }).waitFor();
    await section.getByRole("columnheader", { name: "Median, Sample Legal Services" }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(ownerPage);
    await shot(ownerPage, "account", viewport.width);
    if (shots) await section.screenshot({ path: `${shots}/listing-stats-section-${viewport.width}.png` });
    await owner.close();
  });
});
