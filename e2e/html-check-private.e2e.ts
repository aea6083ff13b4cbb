import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hashPassword } from "better-auth/crypto";
import type { Page } from "playwright-core";
import { ACCOUNT_HREF, adminSections } from "../client/src/app/admin/admin-nav";
import { createBusiness, createProfessional } from "../server/db/factories";
import { listingOwners } from "../server/db/schema";
import { createUserWithPassword } from "../server/test/staff-session";
import { signInThroughForm, signInOnPage } from "./sign-in";
import { DESKTOP, gotoSettled, hasHorizontalScroll, PHONE, seriousViolations, stickingOut } from "./browser";
import { javaAvailable, nuErrors, renderedPages, savePage, type RenderedPages } from "./nu-checker";
import { ownSite } from "./own-server";

/**
 * Issue 28 item 14: the W3C Nu HTML Checker finds no error on the screens behind sign-in either:
 * every section of the back office (/admin, as an admin, with the sign-in screen, My account and a
 * listing's new and edit pages) and the owners' area (/account and /es/account: the sign-in
 * screen, the owner's listings, a listing's page, the claim and still-correct landings), each as
 * Chromium renders it at 1280 and 375 px (the phone's menus are other markup), with axe finding
 * no serious violation on any of them and none scrolling sideways at 375 px (item 5: the audit log,
 * with an entry whose values are one long unbroken word, reads on a phone). Public pages are e2e/html-check.e2e.ts. The server runs on
 * an embedded database of its own with the sample data, an admin and an owner of one listing.
 */
const ADMIN = { email: "html-check-admin@example.com", password: "sample admin passphrase" };
const OWNER = { email: "html-check-owner@example.com", password: "sample owner passphrase" };

const site = ownSite({
  label: "html-check-private",
  seeded: true,
  write: async (database) => {
    const business = await createBusiness(database.db, { name: "Html Check Bakery", address: "300 Sample St, San Antonio, TX 78205" });
    const professional = await createProfessional(database.db, {
      name: "Html Check Owner",
      title: "Family Lawyer",
      phone: "210-555-0175",
      address: "200 Sample Ave, San Antonio, TX 78205",
      businessId: business.id,
    });
    // The real server checks passwords with better-auth's scrypt, not the tests' fast hasher.
    await createUserWithPassword(database.db, "admin", ADMIN, hashPassword);
    const owner = await createUserWithPassword(database.db, null, OWNER, hashPassword);
    await database.db.insert(listingOwners).values({ userId: owner.id, listingKind: "professional", listingId: professional.id, role: "owner" });
    return { professional: professional.id, business: business.id };
  },
});
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "sabd-html-check-private-"));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Opens `path`, waits for its heading and its data, writes it for the checker, runs axe on it and notes a sideways scroll. */
async function render(pages: RenderedPages, page: Page, path: string, width: number, found: string[]) {
  await gotoSettled(page, path, { ready: page.locator("main h1, h1").first() });
  await savePage(pages, page, `${path} at ${width} px`);
  for (const violation of await seriousViolations(page)) found.push(`${path} at ${width} px: ${violation}`);
  if (await hasHorizontalScroll(page)) found.push(`${path} at ${width} px: scrolls sideways (${(await stickingOut(page)).join("; ")})`);
}

describe.skipIf(!javaAvailable)("the Nu HTML Checker behind sign-in", () => {
  it(
    "finds no error on the back office's and the owners' screens at 1280 and 375 px, axe no serious violation and no sideways scroll",
    { timeout: 480_000 },
    async () => {
      const pages = renderedPages(dir);
      const found: string[] = [];
      for (const viewport of [DESKTOP, PHONE]) {
        const { width } = viewport;

        // The back office, as an admin (every section).
        const staff = await site.browser.newContext({ viewport, baseURL: site.server.baseURL });
        const admin = await staff.newPage();
        await render(pages, admin, "/admin", width, found);
        await signInThroughForm(admin, ADMIN.email, ADMIN.password);
        await admin.getByRole("heading", { name: "Dashboard" }).waitFor();
        if (width === DESKTOP.width) {
          // An audited edit whose before → after values are long, for the audit log and the listing's history.
          const edited = await admin.evaluate(
            async ({ id, bio }) =>
              (
                await fetch(`/api/admin/professionals/${id}`, {
                  method: "PATCH",
                  headers: { "Content-Type": "application/json" },
                  body: JSON.stringify({ bio }),
                })
              ).status,
            { id: site.written.professional, bio: `Counsel ${"Supercalifragilisticexpialidocious".repeat(12)} for families.` },
          );
          expect(edited).toBe(200);
        }
        const adminPaths = [
          ...[...adminSections.map((s) => s.href), ACCOUNT_HREF].map((href) => `/admin${href === "/" ? "" : href}`),
          "/admin/listings/businesses",
          "/admin/listings/professionals/new",
          `/admin/listings/professionals/${site.written.professional}`,
          `/admin/listings/businesses/${site.written.business}`,
        ];
        for (const path of adminPaths) await render(pages, admin, path, width, found);
        await staff.close();

        // The owners' area, signed out and then as the listing's owner, in English and Spanish.
        const owners = await site.browser.newContext({ viewport, baseURL: site.server.baseURL });
        const owner = await owners.newPage();
        for (const path of ["/account", "/es/account", "/account/claim?token=not-a-real-token", "/account/still-correct?token=not-a-real-token"]) {
          await render(pages, owner, path, width, found);
        }
        await signInOnPage(owner, OWNER);
        const listing = `/account/listings/professional/${site.written.professional}`;
        for (const path of ["/account", listing, "/es/account", `/es${listing}`]) await render(pages, owner, path, width, found);
        await owners.close();
      }
      expect(nuErrors(pages)).toEqual([]);
      expect(found).toEqual([]);
    },
  );
});
