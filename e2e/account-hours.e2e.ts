import { signInOnPage } from "./sign-in";
import { hashPassword } from "better-auth/crypto";
import type {} from "playwright-core";
import { createBusiness } from "../server/db/factories";
import { listingOwners } from "../server/db/schema";
import { createUserWithPassword } from "../server/test/staff-session";
import { DESKTOP, expectAccessible, gotoUntil, PHONE, screenshots } from "./browser";
import { ownSite } from "./own-server";

/**
 * Issue 16's browser proof 4: an owner sets hours in /account and the public page says "Open
 * now" at a fixed clock. The server runs on an embedded database this file prepares first (an
 * owner with a password and a listing_owners row per viewport: the magic-link sign-in is another
 * slice), then signs in with POST /api/auth/sign-in/email from the page. The browser's clock is
 * fixed with Playwright's page.clock; the server's first render used the real clock, so the
 * line checked is the one the page computes after mount (client/src/features/directory/hooks/use-listing-now.ts).
 */
/** Tuesday 2026-11-24, 9:30 AM in San Antonio (CST, UTC-6). */
const FIXED_NOW = new Date("2026-11-24T15:30:00Z");

const owners: Record<number, { email: string; password: string; businessId: number }> = {};

const site = ownSite({
  label: "hours",
  write: async (database) => {
    for (const width of [DESKTOP.width, PHONE.width]) {
      const biz = await createBusiness(database.db, {
        name: `Sample Hours Cafe ${width}`,
        phone: "210-555-0163",
        address: "100 Sample St, San Antonio, TX 78205",
      });
      const user = await createUserWithPassword(
        database.db,
        null,
        { email: `hours-owner-${width}@example.com`, password: "sample owner passphrase" },
        hashPassword,
      );
      await database.db.insert(listingOwners).values({ userId: user.id, listingKind: "business", listingId: biz.id, role: "owner" });
      owners[width] = { email: user.email, password: user.password, businessId: biz.id };
    }
  },
});

const shot = screenshots("account-hours");

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("owner hours on %s", (_name, viewport) => {
  it("the owner sets hours in /account and the public page says Open now at a fixed clock", async () => {
    const owner = owners[viewport.width]!;
    const context = await site.browser.newContext({ viewport, baseURL: site.baseURL });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));
    await page.clock.setFixedTime(FIXED_NOW);

    await page.goto("/");
    await signInOnPage(page, owner);

    await page.goto(`/account/listings/business/${owner.businessId}`);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Opening hours" }) });
    await section.getByRole("button", { name: "Save hours" }).waitFor();
    // Tuesday: one shift, 9 AM to 12 PM (the new shift starts at 9 to 5).
    const tuesday = section.getByRole("group", { name: "Tuesday", exact: true });
    await tuesday.getByLabel("Set hours").check();
    await tuesday.getByLabel("Closes").fill("12:00");
    // Thursday: 9 to 5; Saturday open 24 hours; Thanksgiving closed.
    const thursday = section.getByRole("group", { name: "Thursday", exact: true });
    await thursday.getByLabel("Set hours").check();
    await section.getByRole("group", { name: "Saturday", exact: true }).getByLabel("Open 24 hours").check();
    await section.getByRole("button", { name: "Add a special date" }).click();
    await section.getByLabel("Date").fill("2026-11-26");
    await section.getByLabel("Name (optional)").fill("Thanksgiving");
    await expectAccessible(page);
    await shot(page, "account", viewport.width);
    await section.getByRole("button", { name: "Save hours" }).click();
    await section.getByText("Hours saved.").waitFor();

    const status = page.getByTestId("hours-status");
    await gotoUntil(page, `/business/${owner.businessId}`, async () => (await page.getByRole("heading", { name: "Hours" }).count()) > 0);
    await expect.poll(() => status.textContent()).toBe("Open now · closes 12 PM");
    const rows = page.locator("#hours-heading + p + p + table tr");
    expect(await rows.allTextContents()).toEqual([
      "MondayClosed",
      "Tuesday (today)9 AM – 12 PM",
      "WednesdayClosed",
      "Thursday9 AM – 5 PM",
      "FridayClosed",
      "SaturdayOpen 24 hours",
      "SundayClosed",
    ]);
    await page.getByText("Thu, Nov 26 (Thanksgiving): Closed").waitFor();
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(" ");
    expect(ld).toContain('"openingHoursSpecification"');
    expect(ld).toContain('"specialOpeningHoursSpecification"');
    await expectAccessible(page);
    await shot(page, "public", viewport.width);

    // Later that day (12:30 PM) it has closed; Thursday is Thanksgiving, so it opens on Saturday (24 hours from midnight).
    await page.clock.setFixedTime(new Date("2026-11-24T18:30:00Z"));
    await page.reload();
    await expect.poll(() => status.textContent()).toBe("Closed · opens Saturday 12 AM");
    expect(errors).toEqual([]);
    await context.close();
  });
});
