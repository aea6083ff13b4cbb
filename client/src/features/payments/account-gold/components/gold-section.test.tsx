// @vitest-environment jsdom
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { GoldStatusResponse, GoldSubscriptionSummary } from "@shared/account/gold";
import { createFakeStripeJs } from "@/test/fake-stripe-js";
import { json, renderAt, stubFetch } from "@/test/render";
import { CONFIRM_POLL_MS } from "../api/get-gold-status";
import { GoldSection } from "./gold-section";

const KEY = "pk_test_component";
const STATUS = "/api/account/listings/professional/12/gold";
const basic: GoldStatusResponse = { goldUntil: null, isGold: false, subscription: null };
const active = (over: Partial<GoldSubscriptionSummary> = {}): GoldStatusResponse => ({
  goldUntil: "2031-04-15T17:00:00.000Z",
  isGold: true,
  subscription: {
    plan: "gold-monthly",
    status: "active",
    currentPeriodEnd: "2031-04-15T17:00:00.000Z",
    cancelAtPeriodEnd: false,
    trialEnd: null,
    awaitingPayment: false,
    managedByYou: true,
    managedBy: null,
    ...over,
  },
});

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

/** The Gold section at /account/listings/professional/12, its API answered by `answer`. */
function show(answer: (url: string, init?: RequestInit) => Response, stripe = createFakeStripeJs(), path = "/") {
  const posts: { url: string; body: unknown }[] = [];
  stubFetch((url, init) => {
    if (init?.method === "POST") posts.push({ url, body: JSON.parse(String(init.body)) });
    return answer(url, init);
  });
  renderAt(path, <GoldSection id={12} publishableKey={KEY} loadStripe={() => Promise.resolve(stripe.stripe)} />);
  return { posts, stripe };
}

describe("<GoldSection />", () => {
  it("subscribes a basic listing monthly in the card form, then waits for Stripe's webhook and shows the Gold badge and paid-through date", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    const fake = createFakeStripeJs();
    fake.fake.confirmPayment.mockImplementation(async () => {
      paid = true;
      return {};
    });
    let reads = 0;
    const { posts } = show((url, init) => {
      if (init?.method === "POST")
        return json({ clientSecret: "pi_9_secret_x", intentType: "payment", plan: "gold-monthly", amountCents: 4900, firstChargeOn: null });
      reads += 1;
      // The webhook lands on the second read after the payment.
      return json(paid && reads >= 3 ? active() : basic);
    }, fake);
    expect(await screen.findByText("Your listing is a basic listing.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Monthly/ })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    act(() => fake.emit("ready"));
    const pay = await screen.findByRole("button", { name: "Pay $49.00 and subscribe" });
    expect(screen.getByText("$49.00 today, then every month until you cancel.")).toBeInTheDocument();
    expect(posts).toEqual([
      { url: `${STATUS.replace("/gold", "/gold/subscription")}`, body: { plan: "gold-monthly", requestId: expect.stringMatching(/^[0-9a-f]{32}$/) } },
    ]);
    await userEvent.click(pay);
    expect(fake.fake.confirmPayment).toHaveBeenCalledWith({
      elements: expect.anything(),
      confirmParams: { return_url: `${window.location.origin}/account/listings/professional/12#gold` },
      redirect: "if_required",
    });
    expect(await screen.findByText("Payment received")).toBeInTheDocument();
    expect(await screen.findByRole("status", { name: "" })).toHaveTextContent(/Confirming your payment with Stripe/);
    await act(() => vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 2));
    expect(await screen.findByText("Gold", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByTestId("gold-paid-through")).toHaveTextContent("April 15, 2031");
    expect(screen.getByText("Renews automatically on April 15, 2031.")).toBeInTheDocument();
  });

  it("saves the card of a listing already Gold from one-off payments, first charging when that Gold ends", async () => {
    const fake = createFakeStripeJs();
    fake.fake.confirmSetup.mockResolvedValue({});
    show(
      (_url, init) =>
        init?.method === "POST"
          ? json({ clientSecret: "seti_1_secret_y", intentType: "setup", plan: "gold-annual", amountCents: 49000, firstChargeOn: "2031-05-01T17:00:00.000Z" })
          : json({ goldUntil: "2031-05-01T17:00:00.000Z", isGold: true, subscription: null }),
      fake,
      "/?plan=gold-annual",
    );
    expect(await screen.findByText("Your listing is Gold until May 1, 2031. Subscribe to keep it Gold: nothing is charged until then.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Annual/ })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Continue to payment" }));
    act(() => fake.emit("ready"));
    const save = await screen.findByRole("button", { name: "Save card for annual Gold" });
    expect(screen.getByText(/Nothing is charged today\. Your first charge of \$490\.00 is on May 1, 2031/)).toBeInTheDocument();
    await userEvent.click(save);
    expect(fake.fake.confirmSetup).toHaveBeenCalledTimes(1);
    expect(fake.fake.confirmPayment).not.toHaveBeenCalled();
    expect(await screen.findByText("Card saved")).toBeInTheDocument();
  });

  it("toasts the provider's message when the card is declined, and keeps the form", async () => {
    const fake = createFakeStripeJs();
    fake.fake.confirmPayment.mockResolvedValue({ error: { message: "Your card was declined." } });
    show(
      (_url, init) =>
        init?.method === "POST"
          ? json({ clientSecret: "pi_9_secret_x", intentType: "payment", plan: "gold-monthly", amountCents: 4900, firstChargeOn: null })
          : json(basic),
      fake,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Continue to payment" }));
    act(() => fake.emit("ready"));
    await userEvent.click(await screen.findByRole("button", { name: "Pay $49.00 and subscribe" }));
    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("Your card was declined.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $49.00 and subscribe" })).toBeEnabled();
  });

  it("opens Manage billing for the payer; a co-owner is told who pays; a canceled plan says when Gold ends", async () => {
    const { posts } = show((_url, init) =>
      init?.method === "POST" ? json({ url: "https://billing.stripe.com/p/session/test_1" }) : json(active({ cancelAtPeriodEnd: true })),
    );
    expect(await screen.findByText(/Canceled: your listing stays Gold until April 15, 2031/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Manage billing" }));
    expect(posts.map((p) => p.url)).toEqual([`${STATUS}/portal`]);
  });

  it("tells a co-owner who manages billing, and shows a failed renewal", async () => {
    show(() => json(active({ status: "past_due", managedByYou: false, managedBy: { name: "Ana Sample", email: "ana@example.com" } })));
    expect(await screen.findByText(/Billing is managed by Ana Sample \(ana@example\.com\)\./)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Manage billing" })).not.toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Your last payment did not go through.");
  });

  it("says card payments are unavailable when Stripe.js cannot load, and shows a load error with Try again", async () => {
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    stubFetch((_url, init) =>
      init?.method === "POST"
        ? json({ clientSecret: "pi_9_secret_x", intentType: "payment", plan: "gold-monthly", amountCents: 4900, firstChargeOn: null })
        : json(basic),
    );
    renderAt("/", <GoldSection id={12} publishableKey={KEY} loadStripe={load} />);
    // Stripe.js is not fetched until the owner asks for the card form.
    await userEvent.click(await screen.findByRole("button", { name: "Continue to payment" }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Card payments are unavailable right now")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Continue to payment" })).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith("Stripe.js could not be loaded:", "offline");

    // Without a publishable key it says so at once.
    let fail = true;
    stubFetch(() => (fail ? json({ message: "boom" }, 500) : json(basic)));
    renderAt("/", <GoldSection id={13} publishableKey={null} />);
    const alert = await screen.findByText("Could not load your Gold listing.");
    fail = false;
    await userEvent.click(within(alert.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByText("Card payments are unavailable right now")).toHaveLength(2);
  });
});
