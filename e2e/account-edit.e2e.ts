import { signInOnPage, ownProfessional } from "./sign-in";
import { hashPassword } from "better-auth/crypto";
import type { Page } from "playwright-core";
import { createProfessional } from "../server/db/factories";
import { createUserWithPassword } from "../server/test/staff-session";
import { DESKTOP, expectAccessible, gotoUntil, PHONE, screenshots } from "./browser";
import { ownSite } from "./own-server";

/**
 * Issue 16's browser proofs 2 and 5: an owner changes the phone in /account and sees it on the public
 * page and in its server-rendered head (the HTML as a crawler fetches it, JSON-LD telephone). A
 * bad phone first shows an inline error tied to the field; a new name waits for approval.
 * The set-up imitates e2e/account-hours.e2e.ts: the server runs on an embedded database this file
 * prepares (an owner with a password and a listing_owners row per viewport), and the page signs in
 * with POST /api/auth/sign-in/email.
 */

const owners: Record<number, { email: string; password: string; id: number }> = {};
let editor: { email: string; password: string };
const stillCorrectToken = (width: number) => `still-correct-sample-token-${width}-abcdefghijkl`;

const site = ownSite({
  label: "edit",
  write: async (database) => {
    for (const width of [DESKTOP.width, PHONE.width]) {
      const pro = await createProfessional(database.db, {
        name: `Dana Sample ${width}`,
        title: "Family Lawyer",
        phone: "210-555-0170",
        email: `dana-${width}@example.com`,
        address: "200 Sample Ave, San Antonio, TX 78205",
      });
      // The real server checks passwords with better-auth's scrypt, not the tests' fast hasher.
      const user = await createUserWithPassword(
        database.db,
        null,
        { email: `edit-owner-${width}@example.com`, password: "sample owner passphrase" },
        hashPassword,
      );
      await ownProfessional(database.db, user, pro.id, stillCorrectToken(width));
      owners[width] = { email: user.email, password: user.password, id: pro.id };
    }
    const staff = await createUserWithPassword(
      database.db,
      "editor",
      { email: "edit-e2e-editor@example.com", password: "sample editor passphrase" },
      hashPassword,
    );
    editor = { email: staff.email, password: staff.password };
  },
});

const shot = screenshots("account-edit");

/** Signs in from the page with POST /api/auth/sign-in/email (the session cookie is the context's). */
async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/");
  await signInOnPage(page, who);
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("owner edits details on %s", (_name, viewport) => {
  it("the owner changes the phone in /account and sees it on the public page and in its server-rendered head", async () => {
    const owner = owners[viewport.width]!;
    const newPhone = viewport.width === DESKTOP.width ? "210-555-0171" : "210-555-0172";
    const context = await site.browser.newContext({ viewport, baseURL: site.baseURL });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));

    await signIn(page, owner);

    await page.goto(`/account/listings/professional/${owner.id}`);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Details" }) });
    const phone = section.getByLabel("Phone", { exact: true });
    await phone.waitFor();
    expect(await phone.inputValue()).toBe("210-555-0170");

    // A phone the server refuses: the error shows under the field and describes it.
    await phone.fill("call us");
    await section.getByRole("button", { name: "Save details" }).click();
    await section.getByText("Phone must look like 210-555-0123").waitFor();
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await phone.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy.split(" ").pop()}"]`).textContent()).toContain("Phone must look like");
    await expectAccessible(page);
    await shot(page, "error", viewport.width);

    await phone.fill(newPhone);
    await section.getByLabel("Name", { exact: true }).fill(`Dana Sample-Ortiz ${viewport.width}`);
    await section.getByRole("button", { name: "Save details" }).click();
    await section.getByRole("status").getByText("Your public page shows the changes now").waitFor();
    await section.getByText(`Waiting for approval: Dana Sample-Ortiz ${viewport.width}`).waitFor();
    expect(await phone.getAttribute("aria-invalid")).toBeNull();
    await expectAccessible(page);
    await shot(page, "account", viewport.width);

    // The public page shows the new phone (the name waits for staff).
    await gotoUntil(page, `/professional/${owner.id}`, async () => (await page.getByText(newPhone).count()) > 0);
    await page.getByText(newPhone).first().waitFor();
    await page
      .getByRole("heading", { name: `Dana Sample ${viewport.width}`, exact: true })
      .first()
      .waitFor();
    // The owner's change dates the listing for visitors, and a claimed listing offers no claim.
    await page.getByText(/^Updated by the owner on [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
    expect(await page.getByRole("button", { name: "Claim this listing" }).count()).toBe(0);
    await expectAccessible(page);
    await shot(page, "public", viewport.width);

    // The HTML as a crawler fetches it, without JavaScript or cookies: the head's JSON-LD has the new phone.
    const html = await (await fetch(`${site.baseURL}/professional/${owner.id}`)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const ld = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(ld.find((l) => String(l["@id"]).includes(`/professional/${owner.id}`))?.telephone).toBe(newPhone);
    expect(head).not.toContain("210-555-0170");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a visitor's message from the listing's Contact link is a request in the owner's /account, and the owner marks it replied by phone", async () => {
    const owner = owners[viewport.width]!;
    const words = `Do you take new clients in December? (${viewport.width})`;
    const visitor = await site.browser.newContext({ viewport, baseURL: site.baseURL });
    const page = await visitor.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));
    await page.goto(`/professional/${owner.id}`);
    // The page's own Contact button (the header's Contact link names no listing).
    await page.locator(`main a[href*="listing=professional%3A${owner.id}"]`).first().click();
    await page.getByRole("heading", { level: 1, name: /^Contact / }).waitFor();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Lee Chan");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(`visitor-${viewport.width}@example.com`);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill(words);
    await page.getByRole("button", { name: "Send Message" }).click();
    await page
      .getByRole("region", { name: /Notifications/ })
      .getByText("Message Sent!")
      .waitFor();
    await visitor.close();

    const context = await site.browser.newContext({ viewport, baseURL: site.baseURL });
    const ownerPage = await context.newPage();
    ownerPage.on("pageerror", (e) => errors.push(e));
    await signIn(ownerPage, owner);
    await ownerPage.goto(`/account/listings/professional/${owner.id}`);
    // Issue 31: the message is a lead of kind "message" in the listing's one inbox, Requests.
    const section = ownerPage.getByTestId("owner-leads");
    const item = section.getByRole("listitem").filter({ hasText: "Lee Chan" }).first();
    await item.getByRole("button", { expanded: false }).first().click();
    await item.getByText(words).waitFor();
    expect(await item.getByRole("link", { name: `visitor-${viewport.width}@example.com` }).getAttribute("href")).toBe(
      `mailto:visitor-${viewport.width}@example.com`,
    );
    await item.getByTestId("lead-status").getByText("Viewed").waitFor();
    await expectAccessible(ownerPage);
    await item.getByRole("button", { name: "I replied by phone" }).click();
    await ownerPage
      .getByRole("region", { name: /Notifications/ })
      .getByText("Saved")
      .waitFor();
    await item.getByTestId("lead-status").getByText("Replied").waitFor();
    await expectAccessible(ownerPage);
    await shot(ownerPage, "messages", viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the reminder's \"Yes, it's correct\" link confirms the listing once, signed out", async () => {
    const owner = owners[viewport.width]!;
    const context = await site.browser.newContext({ viewport, baseURL: site.baseURL });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));
    await page.goto(`/account/still-correct?token=${stillCorrectToken(viewport.width)}`);
    await page.getByRole("status").getByText("Thanks, your listing is marked as up to date").waitFor();
    expect(await page.getByRole("link", { name: /^See Dana Sample/ }).getAttribute("href")).toBe(`/professional/${owner.id}`);
    await expectAccessible(page);
    await shot(page, "still-correct", viewport.width);
    await page.reload();
    await page.getByRole("alert").getByText("This link has already been used or has expired.", { exact: false }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an editor approves the owner's new name in /admin/changes, and the public page shows it", async () => {
    const owner = owners[viewport.width]!;
    const newName = `Dana Sample-Ortiz ${viewport.width}`;
    const context = await site.browser.newContext({ viewport, baseURL: site.baseURL });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));
    await signIn(page, editor);
    await page.goto("/admin/changes");
    const row = page.getByRole("listitem").filter({ hasText: newName });
    await row.waitFor();
    expect(await row.textContent()).toContain(`Dana Sample ${viewport.width}`);
    await expectAccessible(page);
    await shot(page, "admin", viewport.width);
    await row.getByRole("button", { name: "Approve" }).click();
    await row.waitFor({ state: "detached" });
    await gotoUntil(page, `/professional/${owner.id}`, async () => (await page.getByRole("heading", { name: newName, exact: true }).count()) > 0);
    await page.getByRole("heading", { name: newName, exact: true }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
