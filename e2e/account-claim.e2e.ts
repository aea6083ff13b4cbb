import type { Browser, Page } from "playwright-core";
import { DESKTOP, expectAccessible, launchBrowser, PHONE, screenshots } from "./browser";
import { setPasswordByLink, signInThroughForm, staffAdd, uniqueEmail } from "./sign-in";
import { startContactServer, type ContactServer } from "./contact-server";

/**
 * Issue 16's browser proofs 1 and 6 against the built server with mail going to a real SMTP
 * server here: claim a listing with the link mailed to its own address and land in /account;
 * sign out and back in by emailed link; as the owner of one listing, be refused another's.
 */
let browser: Browser;
let server: ContactServer;
/** Sample professionals with an email on the listing, handed out one per claim. */
let withEmail: { id: number; name: string; email: string }[] = [];
/** Sample professionals without an email: claimed through a request to the editors. */
let withoutEmail: { id: number; name: string }[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startContactServer({ seed: true })]);
  const list = (await (await fetch(`${server.baseURL}/api/professionals`)).json()) as { id: number; name: string; email: string | null }[];
  withEmail = list.filter((p): p is { id: number; name: string; email: string } => Boolean(p.email?.trim()));
  withoutEmail = list.filter((p) => !p.email?.trim());
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
});

const shot = screenshots("account-claim");
async function newPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: server.baseURL });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on("pageerror", (e) => errors.push(e));
  return { page, context, errors };
}
/** The link in the newest mail to `to` whose subject matches. */
async function linkMailedTo(to: string, subject: RegExp): Promise<string> {
  const mail = await server.smtp.waitFor((m) => m.to.some((t) => t.toLowerCase().includes(to.toLowerCase())) && subject.test(m.subject));
  return /https?:\/\/\S+/.exec(mail.text)![0];
}

/** Claims a listing through its public page and the mailed link, in `page`; screenshots on the way. */
async function claim(page: Page, listing: { id: number; name: string; email: string }, width: number, check: boolean) {
  await page.goto(`/professional/${listing.id}`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  await page.getByRole("button", { name: "Claim this listing" }).click();
  const masked = `${listing.email[0]}•••${listing.email.slice(listing.email.lastIndexOf("@"))}`;
  await page.getByText(masked).waitFor();
  await page.getByRole("button", { name: "Email me a claim link" }).click();
  await page.getByRole("status").filter({ hasText: "a link is on its way" }).waitFor();
  if (check) {
    await expectAccessible(page);
    await shot(page, "listing-claim-sent", width);
  }
  const link = new URL(await linkMailedTo(listing.email, /^Claim /));
  expect(link.pathname).toBe("/account/claim");
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("heading", { name: "You now manage this listing" }).waitFor();
  if (check) {
    await expectAccessible(page);
    await shot(page, "landing", width);
  }
  await page.getByRole("link", { name: `Open ${listing.name}` }).click();
  await page.getByRole("heading", { name: listing.name, level: 2 }).waitFor();
  return `${link.pathname}${link.search}`;
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("owners claim and sign in on %s", (_name, viewport) => {
  it("claims a listing by the link mailed to its address, lands in /account, signs out and back in by link, and is refused another owner's listing", async () => {
    const mine = withEmail.shift()!;
    const theirs = withEmail.shift()!;
    expect(mine && theirs).toBeTruthy();

    // Someone else owns `theirs`.
    const other = await newPage(viewport);
    await claim(other.page, theirs, viewport.width, false);
    await other.context.close();

    const { page, context, errors } = await newPage(viewport);
    const claimLink = await claim(page, mine, viewport.width, true);
    await page.getByRole("heading", { name: "Co-owners" }).waitFor();
    await page.getByText(mine.email.toLowerCase()).first().waitFor();
    await expectAccessible(page);
    await shot(page, "owned-listing", viewport.width);

    // Refused: the other owner's listing is "not found" here and 404 from the API.
    await page.goto(`/account/listings/professional/${theirs.id}`);
    await page.getByRole("heading", { name: "Listing not found" }).waitFor();
    await expectAccessible(page);
    await shot(page, "refused", viewport.width);
    const status = (path: string) => page.evaluate(async (p) => (await fetch(p, { credentials: "include" })).status, path);
    expect(await status(`/api/account/listings/professional/${theirs.id}/co-owners`)).toBe(404);
    expect(await status(`/api/account/listings/professional/${mine.id}/co-owners`)).toBe(200);

    // Sign out, then back in by emailed link.
    await page.goto("/account");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { name: "Sign in to manage your listing" }).waitFor();
    await page.getByRole("textbox", { name: "Email" }).fill(mine.email);
    await expectAccessible(page);
    await shot(page, "sign-in", viewport.width);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByText("Check your inbox.").waitFor();
    await expectAccessible(page);
    const signInLink = new URL(await linkMailedTo(mine.email, /sign-in link/));
    expect(signInLink.pathname).toBe("/api/auth/magic-link/verify");
    await page.goto(`${signInLink.pathname}${signInLink.search}`);
    await page.waitForURL(/\/account$/);
    await page.getByRole("link", { name: mine.name }).waitFor();
    await expectAccessible(page);
    await shot(page, "account-home", viewport.width);

    // The claim link again: used once already, it is refused plainly.
    await page.goto(claimLink);
    await page.getByRole("heading", { name: "This link does not work" }).waitFor();
    await page.getByText("expired or was already used").waitFor();
    await expectAccessible(page);
    await shot(page, "used-link", viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("a claim request through the editors on %s", (_name, viewport) => {
  it("a listing without email takes a claim request; an editor approves it in /admin/claims; the requester's link makes them owner", async () => {
    const listing = withoutEmail.shift()!;
    expect(listing).toBeTruthy();
    const requester = uniqueEmail("requester");
    const visitor = await newPage(viewport);
    await visitor.page.goto(`/professional/${listing.id}`);
    await visitor.page.getByRole("heading", { level: 1 }).waitFor();
    await visitor.page.getByRole("button", { name: "Claim this listing" }).click();
    const form = visitor.page.getByRole("form", { name: `Ask to claim ${listing.name}` });
    await form.getByRole("textbox", { name: "Your name" }).fill("Sample Requester");
    await form.getByRole("textbox", { name: "Your role (owner, manager…)" }).fill("Office manager");
    await form.getByRole("textbox", { name: "Phone" }).fill("210-555-0148");
    await form.getByRole("textbox", { name: "Your email" }).fill(requester);
    await expectAccessible(visitor.page);
    await shot(visitor.page, "claim-request-form", viewport.width);
    await form.getByRole("button", { name: "Send claim request" }).click();
    await visitor.page.getByRole("status").filter({ hasText: "Our editors will check your claim" }).waitFor();

    const staff = await newPage(viewport);
    const editor = uniqueEmail("editor");
    await setPasswordByLink(staff.page, await staffAdd(editor, "editor", server.pgliteDir), "sample staff passphrase");
    await staff.page.goto("/admin");
    await signInThroughForm(staff.page, editor, "sample staff passphrase");
    await staff.page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await staff.page.goto("/admin/claims");
    const row = staff.page.getByRole("listitem").filter({ hasText: requester });
    await row.waitFor();
    await expectAccessible(staff.page);
    await shot(staff.page, "admin-claims", viewport.width);
    await row.getByRole("button", { name: "Approve" }).click();
    await row.waitFor({ state: "detached" });
    await staff.context.close();

    const link = new URL(await linkMailedTo(requester, /^Claim /));
    await visitor.page.goto(`${link.pathname}${link.search}`);
    await visitor.page.getByRole("heading", { name: "You now manage this listing" }).waitFor();
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });
});
