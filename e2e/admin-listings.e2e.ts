import type { Browser, Page } from "playwright-core";
import { baseURL, DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshots } from "./browser";
import { setPasswordByLink, signInThroughForm, staffAdd, uniqueEmail } from "./sign-in";

/**
 * Issue 15's listings proof in Chromium against the built server: a staff member creates a
 * professional, edits its phone and unpublishes it, and the public pages follow on the next
 * request (no restart); an editor does not see or reach admin-only sections.
 */
let browser: Browser;
const PASSWORD = "sample staff passphrase";

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = screenshots("admin-listings");

async function signedIn(page: Page, role: "editor" | "admin") {
  const email = uniqueEmail(role);
  await setPasswordByLink(page, await staffAdd(email, role), PASSWORD);
  await page.goto("/admin");
  await signInThroughForm(page, email, PASSWORD);
  await page.getByRole("heading", { name: "Dashboard" }).waitFor();
}

/** A control of the professional form, by its id (labels of required fields end in a star). */
const field = (page: Page, name: string) => page.locator(`#professionals-${name}`);

/*
 * The server reads the directory's version counter at most once a second (checkEveryMs 1000),
 * but a write it answers makes its next read re-check (server/middleware/recheck-after-write.ts):
 * the staff member's own next public read shows the change, so the pages below are opened once.
 */

const jsonLd = async (page: Page) => (await page.locator('script[type="application/ld+json"]').allTextContents()).join(" ");

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("listings in the back office on %s", (_name, viewport) => {
  it("a new professional is public at once, shows its new phone, and answers 410 once unpublished", async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await signedIn(page, "admin");
    const name = `Sample Proof ${viewport.width} ${Date.now().toString(36)}`;

    await page.goto("/admin/listings/professionals/new");
    await page.getByRole("heading", { name: "New professional" }).waitFor();
    await field(page, "name").fill(name);
    await field(page, "title").fill("Sample Financial Advisor");
    await field(page, "phone").fill("210-555-0177");
    await field(page, "bio").fill("Sample text: a fictional listing made by the browser tests.");
    await expectAccessible(page);
    await shot(page, "new", viewport.width);
    await page.getByRole("button", { name: "Create listing" }).click();
    // The sample data may hold the same phone: the form then offers to save anyway.
    const saveAnyway = page.getByRole("button", { name: "Save anyway" });
    const created = page.waitForURL(/\/admin\/listings\/professionals\/\d+$/);
    await Promise.race([created, saveAnyway.waitFor().then(() => saveAnyway.click())]);
    await created;
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await expectAccessible(page);
    await shot(page, "edit", viewport.width);

    const pub = await context.newPage();
    await pub.goto(`/professional/${id}`);
    await pub.getByRole("heading", { name, level: 1 }).waitFor();
    expect(await pub.title()).toContain(name);
    expect(await jsonLd(pub)).toContain(`"name":"${name}"`);
    expect(await pub.getByRole("link", { name: "Call Now" }).getAttribute("href")).toBe("tel:210-555-0177");
    await pub.goto(`/?search=${encodeURIComponent(name)}`);
    const cards = pub.locator("#professionals article");
    await cards.filter({ hasText: name }).first().waitFor();
    expect(await cards.count()).toBe(1);

    await field(page, "phone").fill("210-555-0188");
    const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().endsWith(`/api/admin/professionals/${id}`));
    await page.getByRole("button", { name: "Save changes" }).click();
    const patch = await saved;
    expect([patch.status(), patch.request().postDataJSON()]).toEqual([200, { phone: "210-555-0188" }]);
    await page.getByText("Changes saved").first().waitFor();
    const callNow = () => pub.getByRole("link", { name: "Call Now" }).getAttribute("href");
    await pub.goto(`/professional/${id}`);
    await pub.getByRole("heading", { name, level: 1 }).waitFor();
    expect(await callNow()).toBe("tel:210-555-0188");
    expect(await jsonLd(pub)).toContain("210-555-0188");

    await page.getByRole("tab", { name: "History" }).click();
    const change = page.getByTestId("audit-entry").filter({ hasText: "210-555-0188" });
    await change.waitFor();
    expect(await change.getByText("210-555-0177").count()).toBeGreaterThan(0);
    await expectAccessible(page);
    await shot(page, "history", viewport.width);

    // Reverting that change keeps the History tab open, with the revert listed; the public page follows at once.
    await change.getByRole("button", { name: "Revert" }).click();
    await page.getByText("Change reverted").first().waitFor();
    await page.getByTestId("audit-entry").filter({ hasText: "Reverts #" }).waitFor();
    expect(await page.getByRole("tab", { name: "History" }).getAttribute("aria-selected")).toBe("true");
    await expectAccessible(page);
    await shot(page, "history-reverted", viewport.width);
    await pub.goto(`/professional/${id}`);
    expect(await callNow()).toBe("tel:210-555-0177");

    await page.getByRole("button", { name: "Unpublish" }).click();
    // exact: "Publish" is also in "Unpublish", which would match before the unpublish has answered.
    await page.getByRole("button", { name: "Publish", exact: true }).waitFor();
    const gone = await pub.goto(`/professional/${id}`);
    expect(gone?.status()).toBe(410);
    await pub.getByRole("heading", { name: "Listing No Longer Available" }).waitFor();
    expect((await fetch(`${baseURL()}/api/professionals/${id}`)).status).toBe(410);
    await shot(pub, "gone", viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("listings in the back office for an editor", () => {
  it("shows no Payments, Staff or Settings, and the server refuses their endpoints (403)", async () => {
    const { page, context, errors } = await openPage(browser);
    await signedIn(page, "editor");
    const nav = page.getByRole("navigation", { name: "Back office" });
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Dashboard",
      "Listings",
      "Categories",
      "Inbox",
      "Leads",
      "Claims",
      "Owner changes",
      "Reviews",
      "Import",
    ]);
    await page.goto("/admin/listings");
    await page.getByRole("link", { name: "New professional" }).waitFor();
    await expectAccessible(page);
    await page.goto("/admin/payments");
    await page.getByRole("heading", { name: "Not available to your role" }).waitFor();
    for (const path of ["/api/admin/payments", "/api/admin/staff", "/api/admin/settings", "/api/admin/professionals/1/gold"]) {
      expect((await page.request.get(path)).status(), path).toBe(403);
    }
    const grant = await page.request.post("/api/admin/professionals/1/gold", { data: { action: "grant", months: 1, reason: "editor tries" } });
    expect(grant.status()).toBe(403);
    expect(errors).toEqual([]);
    await context.close();
  });
});
