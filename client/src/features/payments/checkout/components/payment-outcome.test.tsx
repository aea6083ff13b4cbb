// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { POLL_INTERVAL_MS } from "../api/get-payment-status";
import { renderWithApp, stubFetch, type FakeResponse } from "@/test/render-checkout";
import { PaymentSuccessScreen } from "./payment-outcome";

const SPEC_TEXTS = ["Thank you for your payment. Your transaction has been processed successfully.", "You should receive a confirmation email shortly."];
const returnHome = () => expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("PaymentSuccessScreen", () => {
  it("shows the SPEC texts when Stripe sent no parameters", () => {
    const calls = stubFetch({});
    renderWithApp(<PaymentSuccessScreen search="" />, "/payment-success");
    expect(screen.getByRole("heading", { level: 1, name: "Payment Successful!" })).toBeInTheDocument();
    for (const text of SPEC_TEXTS) expect(screen.getByText(text)).toBeInTheDocument();
    returnHome();
    expect(calls).toHaveLength(0);
  });

  it.each<[string, FakeResponse, string, string]>([
    ["succeeded", { body: { status: "succeeded", amount: 49 } }, "Payment Successful!", "Amount paid: $49.00"],
    [
      "processing",
      { body: { status: "processing", amount: 490 } },
      "Payment Processing",
      "Your payment of $490.00 is being processed. We will email you when it completes.",
    ],
    ["failed", { body: { status: "failed", amount: 50 } }, "Payment Not Completed", "210-555-0100"],
    ["canceled", { body: { status: "canceled", amount: 50 } }, "Payment Canceled", "info@example.com"],
    ["unknown to our server", { status: 404, body: { message: "No payment with this id" } }, "Payment Not Found", "210-555-0100"],
    ["unreadable", { status: 500, body: { message: "boom" } }, "We Could Not Check Your Payment", "info@example.com"],
  ])("shows the outcome our server recorded: %s", async (_name, answer, heading, text) => {
    const calls = stubFetch({ "/api/payments/pi_abc123": answer });
    renderWithApp(<PaymentSuccessScreen search="?payment_intent=pi_abc123&payment_intent_client_secret=pi_abc123_secret_x&redirect_status=succeeded" />);
    expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    returnHome();
    expect(calls.map((c) => c.url)).toEqual(["/api/payments/pi_abc123"]);
  });

  it("believes the server, not redirect_status", async () => {
    stubFetch({ "/api/payments/pi_lie1": { body: { status: "failed", amount: 50 } } });
    renderWithApp(<PaymentSuccessScreen search="?payment_intent=pi_lie1&redirect_status=succeeded" />);
    expect(await screen.findByRole("heading", { name: "Payment Not Completed" })).toBeInTheDocument();
    expect(screen.queryByText("Payment Successful!")).not.toBeInTheDocument();
  });

  it("does not ask the server about something that is not an intent id", () => {
    const calls = stubFetch({});
    renderWithApp(<PaymentSuccessScreen search="?payment_intent=../../etc&redirect_status=succeeded" />);
    expect(screen.getByRole("heading", { name: "Payment Not Found" })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("waits for the webhook's outcome, reading again every 2 s, then shows it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = "requires_payment_method";
    const calls = stubFetch({ "/api/payments/pi_wait1": async () => ({ body: { status, amount: 49 } }) });
    renderWithApp(<PaymentSuccessScreen search="?payment_intent=pi_wait1&redirect_status=succeeded" />);
    expect(await screen.findByRole("heading", { name: "Confirming Your Payment" })).toBeInTheDocument();
    status = "succeeded";
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(await screen.findByRole("heading", { name: "Payment Successful!" })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(calls).toHaveLength(2);
  });

  it("stops waiting after about half a minute and says how to reach the office", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetch({ "/api/payments/pi_wait2": { body: { status: "requires_payment_method", amount: 49 } } });
    renderWithApp(<PaymentSuccessScreen search="?payment_intent=pi_wait2&redirect_status=succeeded" />);
    expect(await screen.findByRole("heading", { name: "Confirming Your Payment" })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 20);
    expect(await screen.findByRole("heading", { name: "Payment Not Confirmed Yet" })).toBeInTheDocument();
    expect(screen.getByText("210-555-0100")).toBeInTheDocument();
    expect(calls).toHaveLength(15);
  });
});
