import type { FakeAnswer } from "./fake-stripe-answer";
import type { BillingStore } from "./fake-stripe-billing-store";
import type { BillingFlows } from "./fake-stripe-billing-flows";
import { str, type Form } from "./fake-stripe-form";
import type { FakeSubscription } from "./fake-stripe-types";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const day = (seconds: number) => new Date(seconds * 1000).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });

/**
 * A stand-in for Stripe's hosted Customer Portal at the session's url: the customer's
 * subscriptions with the actions our portal configuration allows (cancel at period end, take
 * the cancellation back, switch monthly ↔ annual) and the link back to the return URL. An action
 * waits until its events are delivered, so the page the customer returns to already shows it
 * (Stripe's own delivery is asynchronous; our page reads the webhook's outcome either way).
 */
export async function portalPage(store: BillingStore, flows: BillingFlows, rest: string, form: Form, post = false): Promise<FakeAnswer> {
  const [sessionId = "", action] = rest.split("/");
  const session = store.portalSessions.get(sessionId);
  if (!session) return { status: 404, html: "<!doctype html><title>Not found</title><p>This portal session does not exist.</p>" };
  const subs = [...store.subscriptions.values()].filter((s) => s.customer === session.customer && s.status !== "canceled" && s.status !== "incomplete_expired");
  if (post) {
    const sub = subs.find((s) => s.id === str(form, "subscription"));
    if (!sub) return { status: 400, html: "<!doctype html><title>Bad request</title><p>No such subscription.</p>" };
    const other = [...store.prices.values()].find((p) => p.lookup_key === str(form, "lookup_key"));
    const events =
      action === "cancel"
        ? flows.cancelAtPeriodEnd(sub, true)
        : action === "renew"
          ? flows.cancelAtPeriodEnd(sub, false)
          : action === "switch" && other
            ? flows.switchPlan(sub, other)
            : null;
    if (!events) return { status: 400, html: "<!doctype html><title>Bad request</title><p>Unknown action.</p>" };
    await store.ctx.emit(events);
    return { status: 303, location: `/portal/${sessionId}` };
  }
  const customer = store.customers.get(session.customer);
  const body = [
    `<main><h1>Billing</h1><p>Test mode portal for ${escape(customer?.email ?? session.customer)}</p>`,
    ...subs.map((s) => subscriptionBlock(store, sessionId, s)),
    session.return_url ? `<p><a href="${escape(session.return_url)}">Return to San Antonio Business Directory</a></p>` : "",
    "</main>",
  ].join("\n");
  return {
    status: 200,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Billing (test portal)</title></head><body>${body}</body></html>`,
  };
}

function subscriptionBlock(store: BillingStore, sessionId: string, sub: FakeSubscription): string {
  const price = store.priceOf(sub);
  const annual = price.recurring?.interval === "year";
  const end = sub.items.data[0]!.current_period_end;
  const button = (action: string, text: string, extra = "") =>
    `<form method="post" action="/portal/${sessionId}/${action}"><input type="hidden" name="subscription" value="${sub.id}">${extra}<button type="submit">${text}</button></form>`;
  return [
    `<section><h2>Gold listing, ${annual ? "annual" : "monthly"}</h2>`,
    `<p>Status: ${escape(sub.status)}. ${sub.cancel_at_period_end ? `Cancels on ${day(end)}` : `Renews on ${day(end)}`}</p>`,
    sub.cancel_at_period_end ? button("renew", "Renew plan") : button("cancel", "Cancel plan"),
    button(
      "switch",
      `Switch to ${annual ? "monthly" : "annual"}`,
      `<input type="hidden" name="lookup_key" value="${annual ? "gold_monthly" : "gold_annual"}">`,
    ),
    "</section>",
  ].join("\n");
}
