import type { Form } from "./fake-stripe-form";

/** One request to the fake Stripe, as its Billing part reads it. */
export interface FakeRequest {
  method: string;
  /** The path without its query. */
  path: string;
  /** The query (GET) or the form body (POST), parsed. */
  form: Form;
  /** The exact body, for idempotent replays. */
  body: string;
  idempotencyKey: string | undefined;
}

/** A JSON answer, a page (the portal) or a redirect. */
export interface FakeAnswer {
  status: number;
  json?: unknown;
  html?: string;
  location?: string;
}

/** Stripe's 400 answer, with its message and any code or param. */
export const invalid = (message: string, extra: Record<string, string> = {}): FakeAnswer => ({
  status: 400,
  json: { error: { type: "invalid_request_error", message, ...extra } },
});
