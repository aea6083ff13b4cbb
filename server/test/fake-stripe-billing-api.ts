import { clone, listOf, newId, type BillingStore } from "./fake-stripe-billing-store";
import type { BillingFlows } from "./fake-stripe-billing-flows";
import { invalid, type FakeAnswer, type FakeRequest } from "./fake-stripe-answer";
import { metadataOf, obj, str, strings, type Form } from "./fake-stripe-form";
import type { FakePortalConfiguration, FakePrice, FakeProduct } from "./fake-stripe-types";

const ok = (json: unknown): FakeAnswer => ({ status: 200, json });
const missing = (kind: string, id: string) => invalid(`No such ${kind}: '${id}'`, { code: "resource_missing" });

/**
 * The plain resources: create and list Products and Prices (by lookup_keys[]), Customers,
 * read Subscriptions and Invoices (with expand[]), cancel a Subscription, Customer Portal
 * configurations and sessions. Answers undefined for anything else.
 */
export function resourceRoutes(store: BillingStore, flows: BillingFlows) {
  const { ctx } = store;

  function createProduct(form: Form): FakeAnswer {
    const name = str(form, "name");
    if (!name) return invalid("Missing required param: name.", { param: "name" });
    const t = ctx.now();
    const product: FakeProduct = {
      id: newId("prod"),
      object: "product",
      active: true,
      created: t,
      description: str(form, "description") ?? null,
      livemode: false,
      metadata: metadataOf(form),
      name,
      updated: t,
    };
    store.products.set(product.id, product);
    return ok(product);
  }

  function createPrice(form: Form): FakeAnswer {
    const productId = str(form, "product") ?? "";
    if (!store.products.has(productId)) return invalid(`No such product: '${productId}'`, { code: "resource_missing", param: "product" });
    const lookupKey = str(form, "lookup_key") ?? null;
    const taken = lookupKey && [...store.prices.values()].find((p) => p.lookup_key === lookupKey);
    if (taken && str(form, "transfer_lookup_key") !== "true")
      return invalid(`A price (\`${taken.id}\`) already uses that lookup key. Set \`transfer_lookup_key\` to transfer it.`, { param: "lookup_key" });
    if (taken) taken.lookup_key = null;
    const interval = str(obj(form, "recurring"), "interval");
    if (interval !== undefined && interval !== "month" && interval !== "year")
      return invalid("This fake Stripe bills by month or year.", { param: "recurring[interval]" });
    const price: FakePrice = {
      id: newId("price"),
      object: "price",
      active: true,
      created: ctx.now(),
      currency: str(form, "currency") ?? "usd",
      livemode: false,
      lookup_key: lookupKey,
      metadata: metadataOf(form),
      nickname: str(form, "nickname") ?? null,
      product: productId,
      recurring: interval ? { interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" } : null,
      type: interval ? "recurring" : "one_time",
      unit_amount: Number(str(form, "unit_amount")),
    };
    store.prices.set(price.id, price);
    return ok(price);
  }

  function listPrices(form: Form): FakeAnswer {
    const keys = strings(form, "lookup_keys");
    const active = str(form, "active");
    const expandProduct = strings(form, "expand").includes("data.product");
    const found = [...store.prices.values()]
      .filter((p) => (keys.length === 0 || (p.lookup_key !== null && keys.includes(p.lookup_key))) && (active === undefined || String(p.active) === active))
      .map((p) => (expandProduct ? { ...clone(p), product: clone(store.products.get(p.product as string)!) } : clone(p)));
    return ok(listOf(found, "/v1/prices"));
  }

  function createCustomer(form: Form): FakeAnswer {
    const customer = {
      id: newId("cus"),
      object: "customer" as const,
      balance: 0,
      created: ctx.now(),
      email: str(form, "email") ?? null,
      livemode: false,
      metadata: metadataOf(form),
      name: str(form, "name") ?? null,
    };
    store.customers.set(customer.id, customer);
    return ok(customer);
  }

  function createConfiguration(form: Form): FakeAnswer {
    const t = ctx.now();
    const configuration: FakePortalConfiguration = {
      id: newId("bpc"),
      object: "billing_portal.configuration",
      active: true,
      created: t,
      default_return_url: str(form, "default_return_url") ?? null,
      features: obj(form, "features"),
      is_default: store.configurations.size === 0,
      livemode: false,
      metadata: metadataOf(form),
      name: str(form, "name") ?? null,
      updated: t,
    };
    store.configurations.set(configuration.id, configuration);
    return ok(configuration);
  }

  function createPortalSession(form: Form): FakeAnswer {
    const customer = str(form, "customer") ?? "";
    if (!store.customers.has(customer)) return invalid(`No such customer: '${customer}'`, { code: "resource_missing", param: "customer" });
    const configuration = str(form, "configuration") ?? null;
    if (configuration && !store.configurations.has(configuration)) return missing("configuration", configuration);
    const id = newId("bps");
    const session = {
      id,
      object: "billing_portal.session" as const,
      configuration,
      created: ctx.now(),
      customer,
      flow: null,
      livemode: false,
      locale: null,
      on_behalf_of: null,
      return_url: str(form, "return_url") ?? null,
      url: `${ctx.baseUrl()}/portal/${id}`,
    };
    store.portalSessions.set(id, session);
    return ok(session);
  }

  return function route({ method, path, form }: FakeRequest): FakeAnswer | undefined {
    const [, , resource, id] = path.split("/");
    const expand = strings(form, "expand");
    if (method === "POST" && path === "/v1/products") return createProduct(form);
    if (method === "GET" && path === "/v1/products")
      return ok(
        listOf(
          [...store.products.values()].filter((p) => str(form, "active") !== "true" || p.active),
          path,
        ),
      );
    if (method === "POST" && path === "/v1/prices") return createPrice(form);
    if (method === "GET" && path === "/v1/prices") return listPrices(form);
    if (method === "POST" && path === "/v1/customers") return createCustomer(form);
    if (method === "GET" && resource === "customers" && id) return store.customers.has(id) ? ok(store.customers.get(id)) : missing("customer", id);
    if (resource === "subscriptions" && id) {
      const sub = store.subscriptions.get(id);
      if (!sub) return missing("subscription", id);
      if (method === "GET") return ok(store.subscriptionView(sub, expand));
      if (method === "DELETE") {
        if (sub.status === "canceled") return invalid(`A canceled subscription can only update its cancellation_details and metadata.`);
        void ctx.emit(flows.end(sub, "canceled"));
        return ok(store.subscriptionView(sub, expand));
      }
    }
    if (method === "GET" && resource === "invoices" && id)
      return store.invoices.has(id) ? ok(store.invoiceView(store.invoices.get(id)!, expand)) : missing("invoice", id);
    if (method === "GET" && path === "/v1/billing_portal/configurations")
      return ok(
        listOf(
          [...store.configurations.values()].filter((c) => str(form, "active") !== "true" || c.active),
          path,
        ),
      );
    if (method === "POST" && path === "/v1/billing_portal/configurations") return createConfiguration(form);
    if (method === "POST" && path === "/v1/billing_portal/sessions") return createPortalSession(form);
    return undefined;
  };
}
