import { randomBytes } from "node:crypto";
import { clone, createBillingStore, listOf, newId, periodEnd, type BillingContext } from "./fake-stripe-billing-store";
import { billingFlows, DECLINED_CARDS } from "./fake-stripe-billing-flows";
import { billingControls } from "./fake-stripe-billing-controls";
import { resourceRoutes } from "./fake-stripe-billing-api";
import { list, metadataOf, obj, str, strings, type Form } from "./fake-stripe-form";
import { portalPage } from "./fake-stripe-portal";
import { invalid, type FakeAnswer, type FakeRequest } from "./fake-stripe-answer";
import type { FakeSubscription } from "./fake-stripe-types";

const missing = (kind: string, id: string, param?: string) => invalid(`No such ${kind}: '${id}'`, { code: "resource_missing", ...(param && { param }) });

/**
 * Stripe Billing for the fake Stripe: Products, Prices, Customers, Subscriptions (created
 * `default_incomplete`), Invoices, the browser's confirm calls, Customer Portal sessions (with a
 * small portal page) and the test controls that move a subscription as Stripe would.
 */
export function createFakeBilling(ctx: BillingContext) {
  const store = createBillingStore(ctx);
  const flows = billingFlows(store);
  /** Same Idempotency-Key: the first answer again, as Stripe replays it. */
  const replays = new Map<string, FakeAnswer>();
  const resources = resourceRoutes(store, flows);

  function createSubscription(form: Form): FakeAnswer {
    const customerId = str(form, "customer") ?? "";
    if (!store.customers.has(customerId)) return missing("customer", customerId, "customer");
    const items = list(form, "items") as Form[];
    if (items.length !== 1) return invalid("This fake Stripe takes subscriptions of exactly one item.", { param: "items" });
    const priceId = str(items[0]!, "price") ?? "";
    const price = store.prices.get(priceId);
    if (!price) return missing("price", priceId, "items[0][price]");
    if (!price.recurring) return invalid("The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.");
    if (str(form, "payment_behavior") !== "default_incomplete")
      return invalid("This fake Stripe creates subscriptions with payment_behavior=default_incomplete only.");
    const t = ctx.now();
    const trialEnd = str(form, "trial_end") === undefined ? null : Number(str(form, "trial_end"));
    if (trialEnd !== null && !(Number.isInteger(trialEnd) && trialEnd > t && trialEnd <= t + 730 * 86_400))
      return invalid("Invalid timestamp: must be an integer Unix timestamp in the future, at most 730 days ahead.", { param: "trial_end" });
    const id = newId("sub");
    const sub: FakeSubscription = {
      id,
      object: "subscription",
      billing_cycle_anchor: trialEnd ?? t,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: "charge_automatically",
      created: t,
      currency: price.currency,
      customer: customerId,
      default_payment_method: null,
      ended_at: null,
      items: listOf(
        [
          {
            id: newId("si"),
            object: "subscription_item",
            created: t,
            current_period_start: t,
            current_period_end: trialEnd ?? periodEnd(t, price.recurring.interval, 1),
            metadata: {},
            price: clone(price),
            quantity: 1,
            subscription: id,
          },
        ],
        `/v1/subscription_items?subscription=${id}`,
      ),
      latest_invoice: null,
      livemode: false,
      metadata: metadataOf(form),
      pending_setup_intent: null,
      start_date: t,
      status: trialEnd ? "trialing" : "incomplete",
      trial_end: trialEnd,
      trial_start: trialEnd ? t : null,
    };
    store.subscriptions.set(id, sub);
    store.cycles.set(id, { anchor: trialEnd ?? t, count: trialEnd ? 0 : 1 });
    const period = { start: t, end: sub.items.data[0]!.current_period_end };
    const line = trialEnd
      ? store.line(sub, price, 0, period, "Trial period for Gold listing")
      : store.line(sub, price, price.unit_amount!, period, "1 × Gold listing");
    // A subscription's first invoice covers no past period: Stripe dates its own period start = end = now.
    const invoice = store.invoice(sub, "subscription_create", { start: t, end: t }, [line]);
    if (trialEnd) {
      const setup = { id: newId("seti"), object: "setup_intent" as const, client_secret: "", created: t, customer: customerId, livemode: false, metadata: {} };
      store.setupIntents.set(setup.id, {
        ...setup,
        client_secret: `${setup.id}_secret_${randomBytes(8).toString("hex")}`,
        payment_method: null,
        status: "requires_payment_method",
        usage: "off_session",
      });
      sub.pending_setup_intent = setup.id;
    }
    const events = [
      store.event("customer.subscription.created", store.subscriptionView(sub)),
      store.event("invoice.created", store.invoiceView(invoice)),
      store.event("invoice.finalized", store.invoiceView(invoice)),
      ...(invoice.status === "paid" ? [store.event("invoice.paid", store.invoiceView(invoice))] : []),
    ];
    void ctx.emit(events);
    return { status: 200, json: store.subscriptionView(sub, strings(form, "expand")) };
  }

  /** The browser's confirmation of a PaymentIntent or SetupIntent (Stripe.js, here the e2e's fake Stripe.js). */
  function confirm(kind: "payment" | "setup", id: string, form: Form): FakeAnswer {
    const card = str(obj(obj(form, "payment_method_data"), "card"), "number")?.replace(/\s/g, "") ?? "4242424242424242";
    const secret = str(form, "client_secret");
    if (kind === "setup") {
      const setup = store.setupIntents.get(id);
      if (!setup || setup.client_secret !== secret) return missing("setup_intent", id);
      if (DECLINED_CARDS.has(card)) return declined();
      void ctx.emit(flows.confirmSetup(id));
      return { status: 200, json: store.setupIntents.get(id) };
    }
    const intent = store.intents.get(id);
    const invoice = [...store.invoices.values()].find((i) => store.intentOf(i)?.id === id);
    if (!intent || !invoice || intent.client_secret !== secret) return missing("payment_intent", id);
    if (DECLINED_CARDS.has(card)) {
      void ctx.emit(flows.fail(invoice));
      return declined();
    }
    void ctx.emit(flows.pay(invoice, newId("pm")));
    return { status: 200, json: intent };
  }

  async function handle(req: FakeRequest): Promise<FakeAnswer | undefined> {
    const { method, path, form } = req;
    if (method === "GET" && path.startsWith("/portal/")) return portalPage(store, flows, path.slice("/portal/".length), form);
    if (method === "POST" && path.startsWith("/portal/")) return portalPage(store, flows, path.slice("/portal/".length), form, true);
    const key = method === "POST" && req.idempotencyKey ? `${path}:${req.idempotencyKey}` : undefined;
    if (key && replays.has(key)) return replays.get(key);
    let answer = resources(req);
    if (!answer && method === "POST" && path === "/v1/subscriptions") answer = createSubscription(form);
    const confirmed = /^\/v1\/(payment|setup)_intents\/([^/]+)\/confirm$/.exec(path);
    if (!answer && method === "POST" && confirmed) answer = confirm(confirmed[1] as "payment" | "setup", confirmed[2]!, form);
    if (answer && key && answer.status === 200) replays.set(key, answer);
    return answer;
  }

  return { handle, store, controls: billingControls(store, flows) };
}

function declined(): FakeAnswer {
  return { status: 402, json: { error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } } };
}
