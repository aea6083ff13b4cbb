import type { Browser, Page } from "playwright-core";
import { inject } from "vitest";
import { signedIntentEvent } from "../server/test/fake-stripe";
import { baseURL, DESKTOP, PHONE, hasHorizontalScroll, launchBrowser, openPage, seriousViolations } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const viewports = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

/** Opens a page on which js.stripe.com never answers: this machine is offline, and CI must behave the same. */
async function openOffline(viewport: { width: number; height: number }) {
  const t = await openPage(browser, viewport);
  const stripeJsRequests: string[] = [];
  await t.context.route("https://js.stripe.com/**", (route) => {
    stripeJsRequests.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  return { ...t, stripeJsRequests };
}

const unavailable = (page: Page) => page.getByRole("alert").filter({ hasText: "Card payments are unavailable right now" });

describe.each(viewports)("checkout on %s", (name, viewport) => {
  it("shows the SPEC texts and $50.00, then says card payments are unavailable instead of hanging", async () => {
    const { page, context, errors, consoleErrors, stripeJsRequests } = await openOffline(viewport);
    await page.goto("/checkout");
    await page.getByRole("heading", { level: 1, name: "Secure Checkout" }).waitFor();
    expect(await page.getByText("Complete your payment safely and securely").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "Total Amount" }).isVisible()).toBe(true);
    expect(await page.getByTestId("total-amount").textContent()).toBe("$50.00");
    expect(await page.getByRole("heading", { name: "Complete Payment" }).isVisible()).toBe(true);
    await unavailable(page).waitFor({ timeout: 20_000 });
    expect(await page.locator("#main").getByRole("link", { name: "210-555-0100" }).getAttribute("href")).toBe("tel:2105550100");
    expect(await page.locator("#main").getByRole("link", { name: "info@example.com" }).getAttribute("href")).toBe("mailto:info@example.com");
    expect(await page.getByTestId("skeleton").count()).toBe(0);
    expect(stripeJsRequests.length).toBeGreaterThan(0);
    expect(consoleErrors.some((line) => line.includes("Stripe.js could not be loaded"))).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/checkout-unavailable-${name}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("names the Gold listing of a Gold link and asks the visitor to sign in or claim it (Gold is its owner's subscription)", async () => {
    const [professional] = (await (await fetch(`${baseURL()}/api/professionals`)).json()) as { id: number; name: string }[];
    const { page, context, errors, stripeJsRequests } = await openOffline(viewport);
    await page.goto(`/checkout?plan=gold-annual&professional=${professional!.id}`);
    await page.getByText(`Gold listing for ${professional!.name}`).waitFor();
    expect(await page.getByTestId("total-amount").textContent()).toBe("$490.00");
    expect(await page.getByText("Save $98 annually").isVisible()).toBe(true);
    await page.getByRole("heading", { name: "Buy Gold in your owner account" }).waitFor();
    expect(await page.getByRole("link", { name: "Sign in to your account" }).getAttribute("href")).toBe("/account");
    expect(await page.getByRole("link", { name: "Claim this listing" }).getAttribute("href")).toBe(`/professional/${professional!.id}`);
    expect(stripeJsRequests).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/checkout-gold-${name}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("checkout amounts and failures", () => {
  it.each([
    ["/checkout?amount=125.5", "$125.50", "One-time payment to San Antonio Business Directory"],
    ["/checkout?plan=gold-monthly", "$49.00", "Gold Listing, monthly"],
    ["/checkout?plan=gold-annual&amount=1", "$490.00", "Gold Listing, annual"],
  ])("%s shows %s", async (path, total, text) => {
    const { page, context } = await openOffline(DESKTOP);
    await page.goto(path);
    await page.getByText(text).waitFor();
    expect(await page.getByTestId("total-amount").textContent()).toBe(total);
    await context.close();
  });

  it("says card payments are unavailable and logs 'Error creating payment intent' when the intent request fails", async () => {
    const { page, context, consoleErrors } = await openOffline(DESKTOP);
    await page.route("**/api/create-payment-intent", (route) => route.fulfill({ status: 502, contentType: "application/json", body: '{"message":"down"}' }));
    await page.goto("/checkout?amount=20");
    await unavailable(page).waitFor({ timeout: 20_000 });
    await expect.poll(() => consoleErrors.some((line) => line.includes("Error creating payment intent"))).toBe(true);
    await context.close();
  });

  it("shows skeleton blocks while Stripe.js does not answer, then gives up after the timeout", async () => {
    const t = await openPage(browser, DESKTOP);
    // A black-holed network: the script request never completes.
    await t.context.route("https://js.stripe.com/**", () => new Promise(() => {}));
    await t.page.goto("/checkout?plan=gold-monthly");
    await t.page.getByTestId("skeleton").first().waitFor();
    expect(await t.page.getByTestId("skeleton").count()).toBeGreaterThanOrEqual(3);
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.page.screenshot({ path: "/tmp/checkout-skeleton-desktop.png", fullPage: true });
    await unavailable(t.page).waitFor({ timeout: 25_000 });
    expect(await t.page.getByTestId("skeleton").count()).toBe(0);
    await t.context.close();
  }, 45_000);

  it("explains a checkout link it cannot honour", async () => {
    const { page, context } = await openOffline(PHONE);
    await page.goto("/checkout?amount=abc");
    await page.getByRole("heading", { name: "This checkout link is not valid" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/checkout-invalid-phone.png", fullPage: true });
    await context.close();
  });

  it("contacts js.stripe.com only on /checkout", async () => {
    const { page, context, stripeJsRequests } = await openOffline(DESKTOP);
    await page.goto("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.goto("/payment-success");
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    expect(stripeJsRequests).toEqual([]);
    await page.getByRole("banner").getByRole("link", { name: "Checkout" }).click();
    await unavailable(page).waitFor({ timeout: 20_000 });
    expect(stripeJsRequests.length).toBeGreaterThan(0);
    await context.close();
  });
});

/** Makes an intent through our API (the e2e server talks to the fake Stripe), then delivers Stripe's signed webhook. */
async function paymentWithOutcome(body: object, eventType: string | null) {
  const res = await fetch(`${baseURL()}/api/create-payment-intent`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  const id = clientSecret.split("_secret_")[0]!;
  if (eventType) {
    const { payload, header } = signedIntentEvent({ type: eventType, intent: { id }, secret: inject("stripeWebhookSecret") });
    const hook = await fetch(`${baseURL()}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": header },
      body: payload,
    });
    expect(hook.status).toBe(200);
  }
  return { id, clientSecret };
}

describe.each(viewports)("payment success page on %s", (name, viewport) => {
  it("shows the SPEC texts and a Return to Home button without Stripe's parameters", async () => {
    const { page, context, errors } = await openOffline(viewport);
    await page.goto("/payment-success");
    await page.getByRole("heading", { level: 1, name: "Payment Successful!" }).waitFor();
    expect(await page.getByText("Thank you for your payment. Your transaction has been processed successfully.").isVisible()).toBe(true);
    expect(await page.getByText("You should receive a confirmation email shortly.").isVisible()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/payment-success-plain-${name}.png`, fullPage: true });
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ["succeeded", { plan: "gold-monthly" }, "payment_intent.succeeded", "Payment Successful!", "Amount paid: $49.00"],
    ["processing", { amount: 75 }, "payment_intent.processing", "Payment Processing", "Your payment of $75.00 is being processed."],
    ["failed", { amount: 20 }, "payment_intent.payment_failed", "Payment Not Completed", "did not go through"],
  ])("redirect_status=%s shows the outcome recorded from Stripe's webhook", async (redirectStatus, body, eventType, heading, text) => {
    const { id, clientSecret } = await paymentWithOutcome(body, eventType);
    const { page, context, errors } = await openOffline(viewport);
    await page.goto(`/payment-success?payment_intent=${id}&payment_intent_client_secret=${clientSecret}&redirect_status=${redirectStatus}`);
    await page.getByRole("heading", { level: 1, name: heading }).waitFor();
    expect(await page.getByText(text).isVisible()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/payment-success-${redirectStatus}-${name}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("payment success page trusts only our server", () => {
  it("shows a failed payment as failed even when the URL says succeeded", async () => {
    const { id } = await paymentWithOutcome({ amount: 21 }, "payment_intent.payment_failed");
    const { page, context } = await openOffline(DESKTOP);
    await page.goto(`/payment-success?payment_intent=${id}&redirect_status=succeeded`);
    await page.getByRole("heading", { name: "Payment Not Completed" }).waitFor();
    expect(await page.getByText("Payment Successful!").count()).toBe(0);
    await context.close();
  });

  it("waits for a webhook that has not come yet, and says so", async () => {
    const { id } = await paymentWithOutcome({ amount: 22 }, null);
    const { page, context } = await openOffline(PHONE);
    await page.goto(`/payment-success?payment_intent=${id}&redirect_status=succeeded`);
    await page.getByRole("heading", { name: "Confirming Your Payment" }).waitFor();
    await page.screenshot({ path: "/tmp/payment-success-waiting-phone.png", fullPage: true });
    await context.close();
  });

  it("says an intent it does not know was not found", async () => {
    const { page, context } = await openOffline(DESKTOP);
    await page.goto("/payment-success?payment_intent=pi_NoSuchIntent123&redirect_status=succeeded");
    await page.getByRole("heading", { name: "Payment Not Found" }).waitFor();
    expect(await page.locator("#main").getByRole("link", { name: "210-555-0100" }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
