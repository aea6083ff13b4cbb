import type { Browser, Page } from "playwright-core";
import { baseURL, DESKTOP, hasHorizontalScroll, launchBrowser, openPage, PHONE, screenshots, seriousViolations } from "./browser";
import { setPasswordByLink, signInThroughForm, staffAdd, totpNow, uniqueEmail } from "./sign-in";

/**
 * The back office's shell in Chromium against the built server: staff accounts are made with
 * the real `npm run staff:add` (through the running server's socket), passwords set from the
 * printed set-up link, and everything else through the screens.
 */
let browser: Browser;
const PASSWORD = "sample staff passphrase";

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const shot = screenshots("admin");

const navLabels = (page: Page) => page.getByRole("navigation", { name: "Back office" }).getByRole("link").allTextContents();

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("the /admin shell on %s", (_name, viewport) => {
  it("a new admin sets a password from the staff:add link, signs in, works in the layout and signs out", async () => {
    const email = uniqueEmail("admin");
    const link = await staffAdd(email, "admin");
    const { page, context, errors } = await openPage(browser, viewport);

    await page.goto(link);
    await page.getByRole("heading", { name: "Set your password" }).waitFor();
    await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm new password").fill(PASSWORD);
    await page.getByRole("button", { name: "Set password" }).click();
    await page.getByText("Your password is set.").waitFor();
    await page.getByRole("link", { name: "Go to sign-in" }).click();

    await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
    expect(await seriousViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shot(page, "sign-in", viewport.width);

    await signInThroughForm(page, email, PASSWORD);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await page.getByTestId("staff-email").textContent()).toBe(email);
    expect(await page.getByText("Admin", { exact: true }).isVisible()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "dashboard", viewport.width);

    const menu = page.getByRole("button", { name: /^Menu/ });
    const staffLink = page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Staff" });
    if (viewport.width >= 1024) {
      // The sidebar: every section listed, no menu button.
      expect(await menu.isVisible()).toBe(false);
      expect(await navLabels(page)).toEqual([
        "Dashboard",
        "Listings",
        "Categories",
        "Inbox",
        "Leads",
        "Claims",
        "Owner changes",
        "Reviews",
        "Import",
        "Payments",
        "Audit log",
        "Outgoing mail",
        "Staff",
        "Partner keys",
        "Settings",
      ]);
    } else {
      // The compact menu: closed until asked, named after the current section.
      expect(await menu.textContent()).toBe("Menu: Dashboard");
      expect(await staffLink.isVisible()).toBe(false);
      await menu.click();
    }
    await staffLink.click();
    await page.getByRole("heading", { name: "Staff", exact: true }).waitFor();
    await page.getByRole("list", { name: "Staff accounts" }).getByText(email).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, "staff", viewport.width);

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin");
    expect((await page.request.get("/api/admin/me")).status()).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the /admin shell", () => {
  it("is never indexed: noindex, nofollow in the server's head and after the screen renders", async () => {
    const html = await (await fetch(`${baseURL()}/admin/staff`)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const { page, context } = await openPage(browser);
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Staff sign-in" }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    expect(await page.title()).toBe("Staff | San Antonio Business Directory");
    await context.close();
  });

  it("shows an editor no Staff or Settings, and the server refuses their endpoints (403)", async () => {
    const email = uniqueEmail("editor");
    const link = await staffAdd(email, "editor");
    const { page, context, errors } = await openPage(browser);
    await setPasswordByLink(page, link, PASSWORD);
    await page.goto("/admin");
    await signInThroughForm(page, email, PASSWORD);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await navLabels(page)).toEqual(["Dashboard", "Listings", "Categories", "Inbox", "Leads", "Claims", "Owner changes", "Reviews", "Import"]);
    expect(await page.getByText("Editor", { exact: true }).isVisible()).toBe(true);

    await page.goto("/admin/staff");
    await page.getByRole("heading", { name: "Not available to your role" }).waitFor();
    for (const path of ["/api/admin/staff", "/api/admin/settings"]) expect((await page.request.get(path)).status(), path).toBe(403);
    expect((await page.request.patch("/api/admin/settings", { data: { requireAdminTwoFactor: true } })).status()).toBe(403);
    expect((await page.request.post("/api/admin/staff", { data: { email: uniqueEmail("x"), role: "admin" } })).status()).toBe(403);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin turns on two-factor in My account, keeps the backup codes, and is then asked for a code at sign-in", async () => {
    const email = uniqueEmail("totp");
    const link = await staffAdd(email, "admin");
    const { page, context, errors } = await openPage(browser);
    await setPasswordByLink(page, link, PASSWORD);
    await page.goto("/admin/account");
    await signInThroughForm(page, email, PASSWORD);
    await page.getByRole("heading", { name: "My account" }).waitFor();

    await page.getByLabel("Your password").fill(PASSWORD);
    await page.getByRole("button", { name: "Turn on two-factor" }).click();
    const uri = (await page.locator("code", { hasText: "otpauth://" }).textContent())!;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    await page.getByLabel("Code from the app").fill(totpNow(uri));
    await page.getByRole("button", { name: "Verify and turn on" }).click();
    const codes = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
    await codes.first().waitFor();
    expect(await codes.count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("Two-factor sign-in is on:").waitFor();

    await page.getByRole("button", { name: "Sign out" }).click();
    await signInThroughForm(page, email, PASSWORD);
    await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
    await page.getByLabel("Authentication code").fill(totpNow(uri));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
