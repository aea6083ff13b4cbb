import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import * as accountKeys from "@shared/account-query-keys";
import type { GoldStatusResponse } from "@shared/account/gold";
import { getJson } from "@/lib/api-client";

/** After a confirmed payment: read again every 2 s, for at most 30 reads, until Stripe's webhook has made the listing Gold. */
export const CONFIRM_POLL_MS = 2000;
export const MAX_CONFIRM_POLLS = 30;

/** GET …/gold: the listing's paid-through date and its subscription. */
export const getGoldStatus = (id: number) => getJson<GoldStatusResponse>(`/api/account/listings/professional/${id}/gold`);

/** Whether the webhook's outcome is in: Gold, with a subscription that has its card. */
export const isSettled = (status: GoldStatusResponse | undefined) => !!status?.isGold && !!status.subscription && !status.subscription.awaitingPayment;

export const goldStatusQueryOptions = (id: number, confirming: boolean) =>
  queryOptions({
    queryKey: accountKeys.ownerGold("professional", id),
    queryFn: () => getGoldStatus(id),
    // Polls only while a confirmed payment waits for Stripe's webhook (the app's default is no interval).
    refetchInterval: (query) => (confirming && !isSettled(query.state.data) && query.state.dataUpdateCount < MAX_CONFIRM_POLLS ? CONFIRM_POLL_MS : false),
  });

/** The status, and whether the polling after a payment has given up waiting for the webhook (the page then says so). */
export function useGoldStatus(id: number, confirming = false) {
  const options = goldStatusQueryOptions(id, confirming);
  // dataUpdatedAt: re-render after every read, even an unchanged one, so the count below is current.
  const query = useQuery({ ...options, notifyOnChangeProps: ["data", "error", "status", "dataUpdatedAt"] });
  const state = useQueryClient().getQueryState(options.queryKey);
  return { query, gaveUp: confirming && !isSettled(state?.data) && (state?.dataUpdateCount ?? 0) >= MAX_CONFIRM_POLLS };
}
