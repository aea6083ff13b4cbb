import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { CLAIM_SAVED } from "@shared/account/claims";
import { MAIL_WAITING } from "@shared/mail";
import { signInThroughForm, staffAdd, uniqueEmail } from "./sign-in";
import { DESKTOP, expectAccessible, launchBrowser, PHONE } from "./browser";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * Issue 28 item 1 in Chromium: on a server without SMTP_URL (the README's quick start) an owner
 * asks for a claim link and is told it was saved, not that it is on its way; an admin finds it in
 * the back office's Outgoing mail and the link works. Its own server: claiming changes listings.
 */
let browser: Browser;
let server: OwnServer;
let dir: string;
let listings: { id: number; name: string; email: string }[];
const admin = { email: uniqueEmail("mail-admin"), password: "sample staff passphrase" };
const shots = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "sabd-outgoing-mail-e2e-"));
  [browser, server] = await Promise.all([launchBrowser(), startOwnServer({ label: "mail", pgliteDir: join(dir, "db"), env: { SEED_SAMPLE_DATA: "true" } })]);
  const list = (await (await fetch(`${server.baseURL}/api/professionals`)).json()) as { id: number; name: string; email: string | null }[];
  listings = list.filter((p): p is { id: number; name: string; email: string } => Boolean(p.email?.trim()));
  const link = new URL(await staffAdd(admin.email, "admin", join(dir, "db")), server.baseURL);
  const set = await fetch(`${server.baseURL}/api/auth/reset-password`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.baseURL },
    body: JSON.stringify({ token: link.searchParams.get("token"), newPassword: admin.password }),
  });
  if (!set.ok) throw new Error(`reset-password answered ${set.status}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.each([
  ["desktop", DESKTOP, 0],
  ["phone", PHONE, 1],
] as const)("a claim link without a mail server on %s", (_name, viewport, pick) => {
  it("is saved, not 'on its way'; an admin reads it in Outgoing mail and it opens the owner's account", async () => {
    const listing = listings[pick]!;
    const visitor = await (await browser.newContext({ viewport, baseURL: server.baseURL })).newPage();
    await visitor.goto(`/professional/${listing.id}`);
    await visitor.getByRole("button", { name: "Claim this listing" }).click();
    await visitor.getByRole("button", { name: "Email me a claim link" }).click();
    const status = visitor.getByRole("status").filter({ hasText: CLAIM_SAVED });
    await status.waitFor();
    expect(await visitor.getByText(/on its way/).count()).toBe(0);
    await expectAccessible(visitor);
    if (shots) await visitor.screenshot({ path: `${shots}/outgoing-mail-claim-saved-${viewport.width}.png`, fullPage: true });

    const staff = await (await browser.newContext({ viewport, baseURL: server.baseURL })).newPage();
    await staff.goto("/admin");
    await signInThroughForm(staff, admin.email, admin.password);
    await staff.getByRole("heading", { name: "Dashboard" }).waitFor();
    await staff.goto("/admin/mail");
    await staff.getByRole("heading", { name: "Outgoing mail" }).waitFor();
    await staff.getByText(MAIL_WAITING).first().waitFor();
    const mail = staff
      .getByRole("list", { name: "Outgoing mail" })
      .getByRole("listitem")
      .filter({ hasText: `To ${listing.email}` })
      .first();
    await mail.waitFor();
    expect(await mail.getByText("Waiting", { exact: true }).isVisible()).toBe(true);
    const href = await mail.getByRole("link", { name: /\/account\/claim\?token=/ }).getAttribute("href");
    await expectAccessible(staff);
    if (shots) await staff.screenshot({ path: `${shots}/outgoing-mail-admin-${viewport.width}.png`, fullPage: true });

    const link = new URL(href!);
    await visitor.goto(`${link.pathname}${link.search}`);
    await visitor.getByRole("heading", { name: "You now manage this listing" }).waitFor();
    // The server's log never holds the link.
    expect(server.log()).not.toContain(link.searchParams.get("token")!);
    await visitor.context().close();
    await staff.context().close();
  });
});
