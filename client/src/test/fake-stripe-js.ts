import type { Stripe } from "@stripe/stripe-js";

type Handler = (payload?: unknown) => void;

/**
 * Just enough of a Stripe.js instance for <Elements> and <PaymentElement> in jsdom: the test
 * fires the element's events ("ready", "loaderror") and decides what confirmPayment answers.
 */
export function createFakeStripeJs() {
  const handlers = new Map<string, Set<Handler>>();
  const element = {
    mount: vi.fn(),
    destroy: vi.fn(),
    update: vi.fn(),
    on: (event: string, cb: Handler) => void (handlers.get(event) ?? handlers.set(event, new Set()).get(event)!).add(cb),
    off: (event: string, cb: Handler) => void handlers.get(event)?.delete(cb),
  };
  const elements = { create: vi.fn(() => element), update: vi.fn(), getElement: vi.fn(() => element), submit: vi.fn(async () => ({})), fetchUpdates: vi.fn() };
  const fake = {
    elements: vi.fn((_options?: { clientSecret?: string }) => elements),
    confirmPayment:
      vi.fn<(options: { elements: unknown; confirmParams: { return_url: string }; redirect?: string }) => Promise<{ error?: { message?: string } }>>(),
    confirmSetup:
      vi.fn<(options: { elements: unknown; confirmParams: { return_url: string }; redirect?: string }) => Promise<{ error?: { message?: string } }>>(),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
  };
  return {
    stripe: fake as unknown as Stripe,
    fake,
    element,
    emit: (event: string, payload?: unknown) => handlers.get(event)?.forEach((cb) => cb(payload)),
  };
}
