import { spawn } from "node:child_process";
import { createStripe } from "../../../lib/stripe";
import { startFakeStripe } from "../../../test/fake-stripe";
import { createPriceCatalog } from "./gold-prices";
import { modeOfKey, setUpStripe } from "./stripe-setup";

const root = new URL("../../../../", import.meta.url).pathname;
type Fake = Awaited<ReturnType<typeof startFakeStripe>>;

/** Runs `npm run stripe:setup`'s script as a process against the fake (asynchronously: the fake answers from this process). */
async function runCli(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/features/payments/subscriptions/stripe-setup-cli.ts"], {
    cwd: root,
    env: { ...process.env, ...env, DATABASE_URL: "" },
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, out };
}

describe("npm run stripe:setup against the fake Stripe", () => {
  let fake: Fake;
  beforeEach(async () => {
    fake = await startFakeStripe();
  });
  afterEach(() => fake.close());
  const stripe = () => createStripe({ secretKey: "sk_test_setup", apiBase: fake.url })!;
  const posts = () => fake.requests.filter((r) => r.method === "POST").map((r) => r.path);

  it("creates the product, both prices by lookup key and the portal configuration, then nothing on a second run", async () => {
    const first = await setUpStripe(stripe(), "sk_test_setup", "https://www.example.com");
    expect(first.mode).toBe("test");
    expect(first.created).toHaveLength(4);
    const prices = [...fake.billing.prices.values()];
    expect(prices.map((p) => [p.lookup_key, p.unit_amount, p.currency, p.recurring?.interval, p.product])).toEqual([
      ["gold_monthly", 4900, "usd", "month", first.productId],
      ["gold_annual", 49000, "usd", "year", first.productId],
    ]);
    expect(fake.billing.products.get(first.productId)?.name).toBe("Gold listing");
    const configuration = fake.billing.configurations.get(first.portalConfigurationId)!;
    expect(configuration.default_return_url).toBe("https://www.example.com/account");
    expect(configuration.features).toMatchObject({
      subscription_cancel: { enabled: "true", mode: "at_period_end" },
      subscription_update: {
        proration_behavior: "always_invoice",
        products: [{ product: first.productId, prices: [first.prices["gold-monthly"], first.prices["gold-annual"]] }],
      },
      payment_method_update: { enabled: "true" },
    });

    const postsBefore = posts().length;
    const second = await setUpStripe(stripe(), "sk_test_setup", "https://www.example.com");
    expect(second).toEqual({ ...first, created: [] });
    expect(posts().length).toBe(postsBefore);
  });

  it("refuses to go on when a price with Gold's lookup key has another amount", async () => {
    const product = await stripe().products.create({ name: "Old Gold" });
    await stripe().prices.create({ product: product.id, currency: "usd", unit_amount: 3900, recurring: { interval: "month" }, lookup_key: "gold_monthly" });
    await expect(setUpStripe(stripe(), "sk_test_setup", undefined)).rejects.toThrow(/lookup key gold_monthly\) is not 4900 cents USD a month/);
  });

  it("names the mode by the key", () => {
    expect([modeOfKey("sk_test_abc"), modeOfKey("rk_test_abc"), modeOfKey("sk_live_abc"), modeOfKey("rk_live_abc")]).toEqual(["test", "test", "live", "live"]);
  });

  it("runs as a command: creates, then says nothing was created; without a key it says what is missing", async () => {
    const env = { STRIPE_SECRET_KEY: "sk_test_cli", STRIPE_API_BASE: fake.url };
    const first = await runCli(env);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/Stripe test mode: product prod_\w+/);
    expect(first.out).toMatch(/gold_monthly → price_\w+/);
    expect(first.out).toMatch(/Created: product/);
    const second = await runCli(env);
    expect(second.out).toMatch(/Everything already existed: nothing created\./);
    expect(fake.billing.prices.size).toBe(2);
    const none = await runCli({ STRIPE_SECRET_KEY: "" });
    expect(none.code).toBe(2);
    expect(none.out).toMatch(/STRIPE_SECRET_KEY is not set/);
  }, 60_000);
});

describe("the price catalog", () => {
  let fake: Fake;
  beforeAll(async () => {
    fake = await startFakeStripe();
    await setUpStripe(createStripe({ secretKey: "sk_test_catalog", apiBase: fake.url })!, "sk_test_catalog", undefined);
  });
  afterAll(() => fake.close());

  it("finds both prices by lookup key in one call and keeps them for the hour", async () => {
    let clock = new Date("2031-03-15T12:00:00Z");
    const catalog = createPriceCatalog(createStripe({ secretKey: "sk_test_catalog", apiBase: fake.url })!, () => clock);
    const before = fake.requests.length;
    const monthly = await catalog.priceFor("gold-monthly");
    const annual = await catalog.priceFor("gold-annual");
    expect([monthly.unitAmount, annual.unitAmount]).toEqual([4900, 49000]);
    expect(await catalog.planOfPrice(annual.id)).toBe("gold-annual");
    expect(fake.requests.slice(before).map((r) => r.path.split("?")[0])).toEqual(["/v1/prices"]);
    clock = new Date("2031-03-15T13:00:01Z");
    await catalog.priceFor("gold-monthly");
    expect(fake.requests.length - before).toBe(2);
  });

  it("answers 503 when Stripe has no such price, and null for a price that is not Gold's", async () => {
    const empty = await startFakeStripe();
    try {
      const catalog = createPriceCatalog(createStripe({ secretKey: "sk_test_catalog", apiBase: empty.url })!);
      await expect(catalog.priceFor("gold-annual")).rejects.toMatchObject({ status: 503, message: expect.stringMatching(/no price gold_annual/) });
      expect(await catalog.planOfPrice("price_other")).toBeNull();
    } finally {
      await empty.close();
    }
  });
});
