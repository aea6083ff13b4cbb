import { queryOptions, useQuery } from "@tanstack/react-query";
import * as queryKeys from "@shared/query-keys";
import type { PaymentIntentRequest, PaymentIntentResponse } from "@shared/schema";
import { postJson } from "@/lib/api-client";

export function createPaymentIntent(body: PaymentIntentRequest): Promise<PaymentIntentResponse> {
  return postJson<PaymentIntentResponse>("/api/create-payment-intent", body);
}

/**
 * A POST read as a query on purpose: it is keyed by what is bought and by the checkout's
 * request id, so a new amount asks for a new intent while a re-render, a StrictMode
 * double effect or a retry reuses the same one (the server makes it idempotent). gcTime 0:
 * leaving the page forgets the secret.
 */
export const paymentIntentQueryOptions = (body: PaymentIntentRequest) =>
  queryOptions({ queryKey: queryKeys.paymentIntent(body), queryFn: () => createPaymentIntent(body), gcTime: 0 });

export const usePaymentIntent = (body: PaymentIntentRequest, enabled: boolean) => useQuery({ ...paymentIntentQueryOptions(body), enabled });
