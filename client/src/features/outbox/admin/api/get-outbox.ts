import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { OutboxMail, OutboxStatus } from "@shared/admin/outbox";
import { getPage } from "@/lib/api-client";

export const OUTBOX_KEY = "/api/admin/outbox";
/** The list's key: its URL first, so invalidating that alone refreshes every status. */
export const outboxKey = (status: OutboxStatus | "") => [OUTBOX_KEY, status];

/** GET /api/admin/outbox (admins): every outgoing mail, newest first, optionally one status. */
export const getOutbox = (status: OutboxStatus | "", cursor?: string) => getPage<OutboxMail>(`${OUTBOX_KEY}${status ? `?status=${status}` : ""}`, cursor);

export const outboxQueryOptions = (status: OutboxStatus | "") =>
  infiniteQueryOptions({
    queryKey: outboxKey(status),
    queryFn: ({ pageParam }) => getOutbox(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useOutbox = (status: OutboxStatus | "") => useInfiniteQuery(outboxQueryOptions(status));
