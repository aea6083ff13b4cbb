import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InboxDetail } from "@shared/admin/inbox";
import * as accountKeys from "@shared/account-query-keys";
import { getJsonOrNull } from "@/lib/api-client";
import { INBOX_URL } from "./inbox-url";

/** While a reply's mail is waiting or failing, the detail is re-read this often, so its delivery status updates by itself. */
export const DELIVERY_POLL_MS = 3000;

/** GET /api/admin/inquiries/:id; null when there is no such message. */
export const getInquiry = (id: number) => getJsonOrNull<InboxDetail>(`${INBOX_URL}/${id}`);

export const awaitingDelivery = (detail: InboxDetail | null | undefined) => !!detail?.replies.some((r) => r.delivery && r.delivery.state !== "sent");

export const inquiryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: accountKeys.adminInquiry(id),
    queryFn: () => getInquiry(id),
    refetchInterval: (query) => (awaitingDelivery(query.state.data) ? DELIVERY_POLL_MS : false),
  });

export const useInquiry = (id: number) => useQuery(inquiryQueryOptions(id));
