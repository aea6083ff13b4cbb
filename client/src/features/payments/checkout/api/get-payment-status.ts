import { queryOptions, useQuery, useQueryClient, type QueryState } from "@tanstack/react-query";
import * as queryKeys from "@shared/query-keys";
import type { PaymentStatus, PaymentStatusResponse } from "@shared/schema";
import { getJsonOrNull } from "@/lib/api-client";

/** Statuses that mean "no outcome from Stripe yet": the webhook may be seconds behind the redirect. */
export const AWAITING_OUTCOME: ReadonlySet<PaymentStatus> = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "requires_capture",
]);
export const POLL_INTERVAL_MS = 2000;
/** 15 reads × 2 s: after about half a minute the page stops waiting and says so. */
export const MAX_POLLS = 15;

/** What our server recorded for an intent; null when it does not know the id. */
export const getPaymentStatus = (intentId: string) => getJsonOrNull<PaymentStatusResponse>(`/api/payments/${encodeURIComponent(intentId)}`);

/** True while the outcome is unknown and the half-minute of polling is not used up. */
export const keepsPolling = (state: Pick<QueryState<PaymentStatusResponse | null>, "data" | "dataUpdateCount">) =>
  !!state.data && AWAITING_OUTCOME.has(state.data.status) && state.dataUpdateCount < MAX_POLLS;

export const paymentStatusQueryOptions = (intentId: string) =>
  queryOptions({
    queryKey: queryKeys.paymentStatus(intentId),
    queryFn: () => getPaymentStatus(intentId),
    // Polls only while the outcome is unknown (the query client's no-interval default is for everything else).
    refetchInterval: (query) => (keepsPolling(query.state) ? POLL_INTERVAL_MS : false),
  });

/** The recorded outcome, and whether another read is still coming (the page says "confirming" until then). */
export function usePaymentStatus(intentId: string | null) {
  const options = paymentStatusQueryOptions(intentId ?? "");
  // dataUpdatedAt: re-render after every read, even an unchanged one, so the count below is current.
  const query = useQuery({ ...options, enabled: intentId !== null, notifyOnChangeProps: ["data", "error", "status", "dataUpdatedAt"] });
  const state = useQueryClient().getQueryState(options.queryKey);
  return { query, stillPolling: state ? keepsPolling(state) : false };
}
