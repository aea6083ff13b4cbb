import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AdminPayment } from "@shared/admin/payments";
import * as accountKeys from "@shared/account-query-keys";
import { getPage } from "@/lib/api-client";

/** The list's filters as the form holds them; empty strings are "any". `from`/`to` are instants (the form turns local days into them). */
export interface PaymentFilters {
  professionalId: string;
  status: string;
  from: string;
  to: string;
}

const PAYMENTS_URL = accountKeys.adminPayments()[0]!;

const toQuery = (filters: PaymentFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
};

/** GET /api/admin/payments (admins): newest first, with each payment's ledger and webhook events. */
export const getPayments = (filters: PaymentFilters, cursor?: string) => getPage<AdminPayment>(`${PAYMENTS_URL}?${toQuery(filters)}`, cursor);

export const paymentsQueryOptions = (filters: PaymentFilters) =>
  infiniteQueryOptions({
    queryKey: accountKeys.adminPaymentList(filters),
    queryFn: ({ pageParam }) => getPayments(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const usePayments = (filters: PaymentFilters) => useInfiniteQuery(paymentsQueryOptions(filters));
