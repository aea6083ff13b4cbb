import { signInOnPage } from "./sign-in";
import { hashPassword } from "better-auth/crypto";
import type { Browser, Page } from "playwright-core";
import { createProfessional } from "../server/db/factories";
import { listingOwners } from "../server/db/schema";
import { setUpStripe } from "../server/features/payments/subscriptions/stripe-setup";
import { createStripe } from "../server/lib/stripe";
import { startFakeStripe } from "../server/test/fake-stripe";
import { createUserWithPassword } from "../server/test/staff-session";
import { DESKTOP, expectAccessible, launchBrowser, PHONE } from "./browser";
import { startContactServer, type ContactServer } from "./contact-server";
import { serveFakeStripeJs } from "./fake-stripe-js";

/**
 * Issue 17's browser proof, steps 1-5: an owner signs in, subscribes monthly in the card form
 * (Stripe.js is a small fake served in its place; its confirm call reaches the fake Stripe, which
 * delivers the signed webhooks to this server), sees the Gold badge and the paid-through date;
 * a failed renewal mails the owner (a real SMTP sink); a cancellation in the Customer Portal
 * keeps Gold to the end of the paid period. The server is the production one with Stripe keys,
 * on its own embedded database, at 1280 and 375 px, axe-checked.
 */
const WEBHOOK_SECRET = "whsec_e2e_gold_subscription";
const PASSWORD = "sample owner passphrase";
const shot = (page: Page, name: string, width: number) => page.screenshot({ path: `/tmp/billing-gold-${name}-${width}.png`, fullPage: true });
const longDate = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString("en-US", { timeZone: "America/Chicago", month: "long", day: "numeric", year: "numeric" });

let browser: Browser;
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let server: ContactServer;
const owners: Record<number, { email: string; professionalId: number; offlineId: number }> = {};

beforeAll(async () => {
  fake = await startFakeStripe();
  await setUpStripe(createStripe({ secretKey: "sk_test_e2e_gold", apiBase: fake.url })!, "sk_test_e2e_gold", undefined);
  server = await startContactServer({
    env: { STRIPE_SECRET_KEY: "sk_test_e2e_gold", STRIPE_API_BASE: fake.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    prepare: async ({ db }) => {
      for (const width of [DESKTOP.width, PHONE.width]) {
        const pro = await createProfessional(db, { name: `Sample Gold Attorney ${width}`, title: "Attorney", phone: "210-555-0171" });
        const offline = await createProfessional(db, { name: `Sample Offline Counsel ${width}`, title: "Attorney", phone: "210-555-0172" });
        const user = await createUserWithPassword(db, null, { email: `gold-owner-${width}@example.com`, password: PASSWORD }, hashPassword);
        await db.insert(listingOwners).values([
          { userId: user.id, listingKind: "professional", listingId: pro.id },
          { userId: user.id, listingKind: "professional", listingId: offline.id },
        ]);
        owners[width] = { email: user.email, professionalId: pro.id, offlineId: offline.id };
      }
    },
  });
  fake.setWebhook(`${server.baseURL}/api/stripe/webhook`, WEBHOOK_SECRET);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
  await fake?.close();
});

async function signedIn(viewport: { width: number; height: number }, stripeJs: "fake" | "offline") {
  const context = await browser.newContext({ viewport, baseURL: server.baseURL });
  const served = stripeJs === "fake" ? await serveFakeStripeJs(context, fake.url) : [];
  if (stripeJs === "offline") await context.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"));
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on("pageerror", (e) => errors.push(e));
  await page.goto("/");
  const owner = owners[viewport.width]!;
  await signInOnPage(page, { email: owner.email, password: PASSWORD });
  return { context, page, errors, served, owner };
}

/** Waits until the SMTP sink has a mail to `to` with `subject`. */
async function mailTo(to: string, subject: string) {
  await expect.poll(() => server.smtp.mails.filter((m) => m.to.includes(to) && m.subject === subject).length, { timeout: 20_000 }).toBe(1);
  return server.smtp.mails.find((m) => m.to.includes(to) && m.subject === subject)!;
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("Gold as a subscription on %s", (_name, viewport) => {
  it("subscribes monthly in the card form, shows the Gold badge and date, mails a failed renewal, and keeps Gold to the period's end after a cancel", async () => {
    const { context, page, errors, served, owner } = await signedIn(viewport, "fake");
    const gold = page.locator("section#gold");

    // The public Gold link leads the listing's owner to its Gold section.
    await page.goto(`/checkout?plan=gold-monthly&professional=${owner.professionalId}`);
    await page.waitForURL((url) => url.pathname === `/account/listings/professional/${owner.professionalId}`);
    await gold.getByText("Your listing is a basic listing.").waitFor();
    expect(await gold.getByRole("radio", { name: /Monthly/ }).isChecked()).toBe(true);
    await expectAccessible(page);
    await shot(page, "basic", viewport.width);

    await gold.getByRole("button", { name: "Continue to payment" }).click();
    await gold.getByLabel("Card number").fill("4242 4242 4242 4242");
    expect(served.length).toBeGreaterThan(0);
    await expectAccessible(page);
    await shot(page, "card-form", viewport.width);
    await gold.getByRole("button", { name: "Pay $49.00 and subscribe" }).click();
    await page.getByText("Payment received").first().waitFor();

    const sub = [...fake.billing.subscriptions.values()].find((s) => s.metadata.professional_id === String(owner.professionalId))!;
    const firstEnd = sub.items.data[0]!.current_period_end;
    await gold.getByText("Renews automatically on", { exact: false }).waitFor({ timeout: 30_000 });
    expect(await gold.getByText("Gold", { exact: true }).isVisible()).toBe(true);
    expect(await gold.getByTestId("gold-paid-through").textContent()).toBe(longDate(firstEnd));
    await expectAccessible(page);
    await shot(page, "subscribed", viewport.width);

    // The renewal is declined: the owner is mailed a link to update the card, and Gold goes on meanwhile.
    fake.controls.renew(sub.id, { fail: true });
    await fake.idle();
    const mail = await mailTo(owner.email, "Your Gold listing payment did not go through");
    expect(mail.text).toContain(`/account/listings/professional/${owner.professionalId}#gold`);
    expect(mail.text).toContain("Your listing stays Gold while we try.");
    await page.reload();
    await gold.getByRole("alert").filter({ hasText: "Your last payment did not go through." }).waitFor();
    expect(await gold.getByTestId("gold-paid-through").textContent()).toBe(longDate(firstEnd));
    await expectAccessible(page);
    await shot(page, "payment-failed", viewport.width);

    // Stripe's next attempt pays: the paid-through date moves to the end of the new month.
    fake.controls.retry(sub.id);
    await fake.idle();
    const secondEnd = fake.controls.subscription(sub.id).items.data[0]!.current_period_end;
    await page.reload();
    await expect.poll(() => gold.getByTestId("gold-paid-through").textContent()).toBe(longDate(secondEnd));

    // Cancel in the Customer Portal: Gold stays to the end of the paid period.
    await gold.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${fake.url}/portal/`));
    await page.getByRole("button", { name: "Cancel plan" }).click();
    await page
      .getByText(`Cancels on ${new Date(secondEnd * 1000).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" })}`)
      .waitFor();
    await page.getByRole("link", { name: "Return to San Antonio Business Directory" }).click();
    await page.waitForURL((url) => url.pathname === `/account/listings/professional/${owner.professionalId}`);
    await gold.getByText(`Canceled: your listing stays Gold until ${longDate(secondEnd)}`, { exact: false }).waitFor();
    expect(await gold.getByTestId("gold-paid-through").textContent()).toBe(longDate(secondEnd));
    expect(await gold.getByText("Gold", { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);
    await shot(page, "canceled", viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe("Gold without Stripe.js", () => {
  it("says card payments are unavailable, as /checkout does", async () => {
    const { context, page, owner } = await signedIn(DESKTOP, "offline");
    await page.goto(`/account/listings/professional/${owner.offlineId}`);
    // Stripe.js is asked for only once the owner wants the card form.
    await page.locator("section#gold").getByRole("button", { name: "Continue to payment" }).click();
    await page.locator("section#gold").getByRole("alert").filter({ hasText: "Card payments are unavailable right now" }).waitFor({ timeout: 25_000 });
    await expectAccessible(page);
    await shot(page, "offline", DESKTOP.width);
    await context.close();
  });
});
