// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Stripe } from "@stripe/stripe-js";
import * as queryKeys from "@shared/query-keys";
import { createQueryClient } from "@/lib/query-client";
import { createFakeStripeJs } from "@/test/fake-stripe-js";
import { renderWithApp, stubFetch } from "@/test/render-checkout";
import { CheckoutScreen } from "./checkout-screen";

const KEY = "pk_test_component";
const never = () => new Promise<never>(() => {});
const intentCalls = (calls: ReturnType<typeof stubFetch>) => calls.filter((c) => c.url === "/api/create-payment-intent");
/** The notice, which must be announced (role alert). */
const unavailable = async () => (await screen.findByText("Card payments are unavailable right now")).closest('[role="alert"]');

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

describe("CheckoutScreen while loading", () => {
  it("shows the SPEC texts, $50.00 by default and skeleton blocks until the secret arrives", async () => {
    const calls = stubFetch({ "/api/create-payment-intent": never });
    renderWithApp(<CheckoutScreen search="" publishableKey={KEY} loadStripe={never} />);
    expect(screen.getByRole("heading", { level: 1, name: "Secure Checkout" })).toBeInTheDocument();
    expect(screen.getByText("Complete your payment safely and securely")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Total Amount" })).toBeInTheDocument();
    expect(screen.getByTestId("total-amount")).toHaveTextContent("$50.00");
    expect(screen.getByRole("heading", { name: "Complete Payment" })).toBeInTheDocument();
    expect(screen.getAllByTestId("skeleton").length).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(intentCalls(calls)).toHaveLength(1));
    expect(intentCalls(calls)[0]!.body).toEqual({ amount: 50, requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it("asks for a new intent when the amount changes, under the same request id", async () => {
    const calls = stubFetch({ "/api/create-payment-intent": never });
    const view = renderWithApp(<CheckoutScreen search="?amount=10" publishableKey={KEY} loadStripe={never} />);
    await waitFor(() => expect(intentCalls(calls)).toHaveLength(1));
    view.rerender(<CheckoutScreen search="?amount=25.5" publishableKey={KEY} loadStripe={never} />);
    expect(screen.getByTestId("total-amount")).toHaveTextContent("$25.50");
    await waitFor(() => expect(intentCalls(calls)).toHaveLength(2));
    const [first, second] = intentCalls(calls).map((c) => c.body as { amount: number; requestId: string });
    expect([first!.amount, second!.amount]).toEqual([10, 25.5]);
    expect(second!.requestId).toBe(first!.requestId);
  });

  it.each([
    ["?plan=gold-monthly&amount=1", "$49.00", "Gold Listing, monthly"],
    ["?plan=gold-annual", "$490.00", "Save $98 annually"],
  ])("prices %s from the plan and sends the plan, not an amount", async (search, total, text) => {
    const calls = stubFetch({ "/api/create-payment-intent": never });
    renderWithApp(<CheckoutScreen search={search} publishableKey={KEY} loadStripe={never} />);
    expect(screen.getByTestId("total-amount")).toHaveTextContent(total);
    expect(screen.getByText(text)).toBeInTheDocument();
    await waitFor(() => expect(intentCalls(calls)).toHaveLength(1));
    expect(intentCalls(calls)[0]!.body).not.toHaveProperty("amount");
  });

  it("names the listing of a Gold link and asks the visitor to sign in or claim it first, making no intent", async () => {
    const calls = stubFetch({
      "/api/professionals/12": { body: { id: 12, name: "Ana Example" } },
      "/api/account/me": { status: 401, body: { message: "Sign in to continue." } },
    });
    renderWithApp(<CheckoutScreen search="?plan=gold-annual&professional=12" publishableKey={KEY} loadStripe={never} />);
    expect(await screen.findByText("Gold listing for Ana Example")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Sign in to your account" })).toHaveAttribute("href", "/account");
    expect(screen.getByRole("link", { name: "Claim this listing" })).toHaveAttribute("href", "/professional/12");
    expect(screen.getByText(/Gold for Ana Example renews by itself until its owner cancels/)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Complete Payment" })).not.toBeInTheDocument();
    expect(intentCalls(calls)).toHaveLength(0);
  });

  it("names the listing from the professional record already loaded (profile page or server data): no second request", async () => {
    const calls = stubFetch({ "/api/account/me": { status: 401, body: { message: "Sign in to continue." } } });
    const client = createQueryClient();
    client.setQueryData(queryKeys.professional(12), { id: 12, name: "Ana Example", title: "Tax Attorney" });
    renderWithApp(<CheckoutScreen search="?plan=gold-annual&professional=12" publishableKey={KEY} loadStripe={never} />, "/checkout", client);
    expect(screen.getByText("Gold listing for Ana Example")).toBeInTheDocument();
    await screen.findByRole("link", { name: "Sign in to your account" });
    expect(calls.map((c) => c.url)).toEqual(["/api/account/me"]);
  });

  it("takes the listing's owner to its Gold section in /account with the plan chosen", async () => {
    stubFetch({
      "/api/professionals/12": { body: { id: 12, name: "Ana Example" } },
      "/api/account/me": { body: { id: "u1", email: "ana@example.com", name: "Ana" } },
      "/api/account/listings": { body: [{ kind: "professional", id: 12, name: "Ana Example", role: "owner", href: "/professional/12" }] },
    });
    const { location } = renderWithApp(<CheckoutScreen search="?plan=gold-annual&professional=12" publishableKey={KEY} loadStripe={never} />);
    await waitFor(() => expect(location.history.at(-1)).toBe("/account/listings/professional/12?plan=gold-annual#gold"));
  });

  it("tells a signed-in visitor who does not own the listing to claim it", async () => {
    stubFetch({
      "/api/professionals/12": { body: { id: 12, name: "Ana Example" } },
      "/api/account/me": { body: { id: "u2", email: "bo@example.com", name: "Bo" } },
      "/api/account/listings": { body: [] },
    });
    renderWithApp(<CheckoutScreen search="?plan=gold-monthly&professional=12" publishableKey={KEY} loadStripe={never} />);
    expect(await screen.findByText(/You are signed in as bo@example.com, which does not manage this listing/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign in to your account" })).not.toBeInTheDocument();
  });
});

describe("CheckoutScreen when it cannot take a payment", () => {
  const expectOfficeContact = () => {
    expect(screen.getByRole("link", { name: "210-555-0100" })).toHaveAttribute("href", "tel:2105550100");
    expect(screen.getByRole("link", { name: "info@example.com" })).toHaveAttribute("href", "mailto:info@example.com");
    expect(screen.queryAllByTestId("skeleton")).toHaveLength(0);
  };

  it("says so at once, with the office's phone and email, when no publishable key is built in", async () => {
    const calls = stubFetch({});
    renderWithApp(<CheckoutScreen search="" publishableKey={null} loadStripe={never} />);
    expect(await unavailable()).toBeInTheDocument();
    expectOfficeContact();
    expect(intentCalls(calls)).toHaveLength(0);
  });

  it("says so when Stripe.js cannot load", async () => {
    stubFetch({ "/api/create-payment-intent": never });
    renderWithApp(<CheckoutScreen search="" publishableKey={KEY} loadStripe={() => Promise.reject(new Error("offline"))} />);
    expect(await unavailable()).toBeInTheDocument();
    expectOfficeContact();
    expect(consoleError).toHaveBeenCalledWith("Stripe.js could not be loaded:", "offline");
  });

  it("says so when the intent request fails, and logs 'Error creating payment intent'", async () => {
    stubFetch({ "/api/create-payment-intent": { status: 502, body: { message: "The payment provider is not available right now." } } });
    renderWithApp(<CheckoutScreen search="" publishableKey={KEY} loadStripe={never} />);
    expect(await unavailable()).toBeInTheDocument();
    expectOfficeContact();
    expect(consoleError).toHaveBeenCalledWith("Error creating payment intent", expect.any(Error));
  });

  it("explains a link to a listing that does not exist, without making an intent", async () => {
    const calls = stubFetch({
      "/api/professionals/99": { status: 404, body: { message: "No professional with id 99" } },
      "/api/account/me": { status: 401, body: { message: "Sign in to continue." } },
    });
    renderWithApp(<CheckoutScreen search="?plan=gold-monthly&professional=99" publishableKey={KEY} loadStripe={never} />);
    expect(await screen.findByText("This checkout link is not valid")).toBeInTheDocument();
    expect(screen.getByText(/listing in this link does not exist/)).toBeInTheDocument();
    expect(intentCalls(calls)).toHaveLength(0);
  });

  it("refuses an amount it cannot charge without calling the server", () => {
    const calls = stubFetch({});
    renderWithApp(<CheckoutScreen search="?amount=abc" publishableKey={KEY} loadStripe={never} />);
    expect(screen.getByRole("heading", { level: 2, name: "This checkout link is not valid" })).toBeInTheDocument();
    expect(screen.queryByText("Total Amount")).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe("CheckoutScreen with Stripe.js ready", () => {
  async function renderReady(stripe: Stripe, onLoad?: () => void) {
    stubFetch({ "/api/create-payment-intent": { body: { clientSecret: "pi_123_secret_abc" } } });
    const view = renderWithApp(<CheckoutScreen search="" publishableKey={KEY} loadStripe={async () => stripe} />);
    const button = await screen.findByRole("button", { name: "Pay Now" });
    onLoad?.();
    return { ...view, button };
  }

  it("mounts the Payment Element for the secret and keeps Pay Now disabled until it is ready", async () => {
    const fake = createFakeStripeJs();
    const { button } = await renderReady(fake.stripe);
    expect(fake.fake.elements).toHaveBeenCalledWith(expect.objectContaining({ clientSecret: "pi_123_secret_abc" }));
    expect(fake.element.mount).toHaveBeenCalled();
    expect(button).toBeDisabled();
    expect(screen.queryAllByTestId("skeleton")).toHaveLength(0);
    act(() => fake.emit("ready"));
    expect(button).toBeEnabled();
  });

  it("confirms with return_url = origin + /payment-success, shows Processing..., then toasts the provider's error", async () => {
    const fake = createFakeStripeJs();
    let answer!: (value: { error?: { message?: string } }) => void;
    fake.fake.confirmPayment.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { button } = await renderReady(fake.stripe);
    act(() => fake.emit("ready"));
    await userEvent.click(button);
    expect(fake.fake.confirmPayment).toHaveBeenCalledWith({
      elements: expect.anything(),
      confirmParams: { return_url: `${window.location.origin}/payment-success` },
    });
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await act(async () => answer({ error: { message: "Your card was declined." } }));
    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("Your card was declined.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay Now" })).toBeEnabled();
  });

  it("toasts 'Payment Successful' when no error comes back and goes to the success page", async () => {
    const fake = createFakeStripeJs();
    fake.fake.confirmPayment.mockResolvedValue({});
    const { button, location } = await renderReady(fake.stripe);
    act(() => fake.emit("ready"));
    await userEvent.click(button);
    expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
    expect(screen.getByText("Thank you for your purchase!")).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/payment-success?payment_intent=pi_123");
  });

  it("says card payments are unavailable when the Payment Element cannot load", async () => {
    const fake = createFakeStripeJs();
    await renderReady(fake.stripe);
    act(() => fake.emit("loaderror", { error: { message: "blocked" } }));
    expect(await unavailable()).toBeInTheDocument();
  });
});
