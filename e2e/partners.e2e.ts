import { signInOnPage } from "./sign-in";
import { hashPassword } from "better-auth/crypto";
import type { Page } from "playwright-core";
import { createBusiness, createCategory } from "../server/db/factories";
import { badgeEmbeds } from "../server/db/partner-schema";
import { listingOwners } from "../server/db/schema";
import { addDays, sanAntonioDay } from "../server/features/listing-stats/day";
import { createUserWithPassword } from "../server/test/staff-session";
import { DESKTOP, expectAccessible, PHONE, screenshots } from "./browser";
import { ownSite } from "./own-server";

/**
 * Issue 32 in the browser: an admin creates a partner key in /admin → Partner keys (the secret
 * shown once, then only its prefix, its usage and Revoke), and an owner copies the badge snippet
 * from /account (English and Spanish), with the sites that showed the badge. Both widths, axe.
 */
const shots = process.env.E2E_SCREENSHOTS;

const people: Record<number, { admin: { email: string; password: string }; owner: { email: string; password: string }; listingId: number }> = {};

const site = ownSite({
  label: "partners",
  write: async (database) => {
    const category = await createCategory(database.db, { name: "Sample Bakeries", slug: "sample-bakeries" });
    for (const width of [DESKTOP.width, PHONE.width]) {
      const biz = await createBusiness(database.db, { name: `Sample Badge Bakery ${width}`, phone: "210-555-0142", categoryId: category.id });
      const admin = await createUserWithPassword(
        database.db,
        "admin",
        { email: `partners-admin-${width}@example.com`, password: "sample admin passphrase" },
        hashPassword,
      );
      const owner = await createUserWithPassword(
        database.db,
        null,
        { email: `badge-owner-${width}@example.com`, password: "sample owner passphrase" },
        hashPassword,
      );
      await database.db.insert(listingOwners).values({ userId: owner.id, listingKind: "business", listingId: biz.id, role: "owner" });
      await database.db.insert(badgeEmbeds).values([
        { listingKind: "business", listingId: biz.id, day: sanAntonioDay(new Date()), site: "chamber.example.org", views: 12 },
        { listingKind: "business", listingId: biz.id, day: addDays(sanAntonioDay(new Date()), -60), site: "tourism.example.com", views: 5 },
      ]);
      people[width] = { admin, owner, listingId: biz.id };
    }
  },
});

const shot = screenshots("partners");

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto("/");
  await signInOnPage(page, { email, password });
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("partners and the badge on %s", (_name, viewport) => {
  it("an admin creates a partner key, sees its secret once, then its prefix and usage, and revokes it", async () => {
    const context = await site.browser.newContext({ viewport, baseURL: site.baseURL, permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));
    await signIn(page, people[viewport.width]!.admin);
    await page.goto("/admin/partners");
    await page.getByRole("heading", { name: "Partner keys", level: 1 }).waitFor();
    const partner = `Sample Visitors Bureau ${viewport.width}`;
    await page.getByLabel("Partner name").waitFor();
    await expectAccessible(page);

    await page.getByLabel("Partner name").fill(partner);
    await page.getByLabel("Contact (email or phone)").fill("data@visitors.example.org");
    await page.getByLabel("Full export as NDJSON").check();
    await page.getByRole("button", { name: "Create key" }).click();
    const secret = page.getByLabel("Partner key", { exact: true });
    await secret.waitFor();
    const value = await secret.inputValue();
    expect(value).toMatch(/^sabd_pk_/);
    await expectAccessible(page);
    await shot(page, "admin-secret", viewport.width);

    // The key works for a partner's bulk read, and its use shows in the list.
    const read = await page.request.get("/api/partner/listings?limit=1", { headers: { Authorization: `Bearer ${value}` } });
    expect(read.status()).toBe(200);
    await page.getByRole("button", { name: "I have copied it" }).click();
    await secret.waitFor({ state: "detached" });
    await page.reload();
    const row = page.getByRole("list", { name: "Partner keys" }).getByRole("listitem").filter({ hasText: partner }).first();
    await row.getByText(`${value.slice(0, 14)}…`).waitFor();
    expect(await page.content()).not.toContain(value);
    await row.getByText(/Requests today \(UTC\):\s*1/).waitFor();
    await expectAccessible(page);
    await shot(page, "admin-keys", viewport.width);

    await row.getByRole("button", { name: `Revoke the key of ${partner}` }).click();
    await row.getByRole("button", { name: "Revoke", exact: true }).click();
    await row.getByText("Revoked", { exact: true }).waitFor();
    expect((await page.request.get("/api/partner/listings?limit=1", { headers: { "X-Api-Key": value } })).status()).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an owner copies the badge snippet (a link around an image, no script) in English and Spanish and sees the sites that showed it in Statistics", async () => {
    const { owner, listingId } = people[viewport.width]!;
    const context = await site.browser.newContext({ viewport, baseURL: site.baseURL, permissions: ["clipboard-read", "clipboard-write"] });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));
    await signIn(page, owner);
    await page.goto(`/account/listings/business/${listingId}`);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Badge for your website" }) });
    const code = section.getByLabel("Code to copy");
    await code.waitFor();
    const snippet = await code.inputValue();
    expect(snippet).toMatch(
      new RegExp(
        `^<a href="${site.baseURL}/business/${listingId}"><img src="${site.baseURL}/badges/business/${listingId}\\.svg" width="340" height="56" alt="Listed in the San Antonio Business Directory" style="border:0"></a>$`,
      ),
    );
    expect(snippet).not.toMatch(/script|iframe/i);
    const preview = section.getByRole("img", { name: "Listed in the San Antonio Business Directory" });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await section.getByRole("button", { name: "Copy code" }).click();
    await section.getByText("Copied.").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await section.getByText("How often other sites show your badge, site by site, is under “Your badge on other sites” in Statistics, above.").waitFor();
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    if (shots) await section.screenshot({ path: `${shots}/partners-badge-section-${viewport.width}.png` });

    // The embeds counted (12 today from one site, 5 two months ago from another) in Statistics: 30 and 90 days.
    const stats = page.locator("section", { has: page.getByRole("heading", { name: "Statistics", exact: true }) });
    const embeds = stats.getByRole("table", { name: "Your badge on other sites" });
    await embeds.getByRole("cell", { name: "chamber.example.org" }).waitFor();
    expect(await embeds.getByRole("row").allInnerTexts()).toEqual(["Site\tTimes shown", "chamber.example.org\t12"]);
    await stats.getByText("Shown 12 times in all in the last 30 days").waitFor();
    await stats.getByRole("radio", { name: "Last 90 days" }).check();
    await embeds.getByRole("cell", { name: "tourism.example.com" }).waitFor();
    await stats.getByText("Shown 17 times in all in the last 90 days").waitFor();
    await embeds.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    if (shots) await stats.screenshot({ path: `${shots}/partners-stats-embeds-${viewport.width}.png` });

    await page.goto(`/es/account/listings/business/${listingId}`);
    const es = page.locator("section", { has: page.getByRole("heading", { name: "Insignia para su sitio web" }) });
    const esCode = es.getByLabel("Código para copiar");
    await esCode.waitFor();
    expect(await esCode.inputValue()).toContain(`href="${site.baseURL}/es/business/${listingId}"`);
    expect(await esCode.inputValue()).toContain(`/badges/business/${listingId}.svg?lang=es`);
    expect(await esCode.inputValue()).toContain('alt="Aparece en el Directorio de Negocios de San Antonio"');
    await es.getByLabel("Inglés").check();
    expect(await esCode.inputValue()).toContain('alt="Listed in the San Antonio Business Directory"');
    await es.scrollIntoViewIfNeeded();
    if (shots) await page.screenshot({ path: `${shots}/partners-account-es-${viewport.width}.png`, fullPage: true });
    // The Badge section never scrolls sideways, nor does the Spanish page: at 375 px it was 393 px
    // wide, widened by the owner bar's "Sesión iniciada como <email>" (kept on one line), which wraps now.
    expect(await es.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    if (shots) await page.getByRole("navigation", { name: "Su cuenta" }).screenshot({ path: `${shots}/partners-owner-bar-es-${viewport.width}.png` });
    await expectAccessible(page);
    if (shots) await es.screenshot({ path: `${shots}/partners-badge-section-es-${viewport.width}.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
