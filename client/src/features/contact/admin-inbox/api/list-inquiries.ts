import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { InboxStatus, InboxSummary } from "@shared/admin/inbox";
import * as accountKeys from "@shared/account-query-keys";
import { getPage } from "@/lib/api-client";
import { INBOX_URL } from "./inbox-url";

/** The list's filters as the screen holds them: "" is "any". Days are YYYY-MM-DD in the browser's time zone. */
export interface InboxFilters {
  kind: string;
  status: InboxStatus | "";
  assignee: string;
  from: string;
  to: string;
  q: string;
}

export const emptyFilters: InboxFilters = { kind: "", status: "", assignee: "", from: "", to: "", q: "" };

/** A local day's first instant, or (end) its last millisecond, as ISO: the server takes instants as they are. */
function localDay(day: string, end: boolean): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(new Date(y, m - 1, end ? d + 1 : d).getTime() - (end ? 1 : 0)).toISOString();
}

/** The query string of GET /api/admin/inquiries (and of its CSV export) for these filters. */
export function inboxQueryString(f: InboxFilters): string {
  const params = new URLSearchParams();
  if (f.kind) params.set("kind", f.kind);
  if (f.status) params.set("status", f.status);
  if (f.assignee) params.set("assignee", f.assignee);
  if (f.from) params.set("from", localDay(f.from, false));
  if (f.to) params.set("to", localDay(f.to, true));
  if (f.q.trim()) params.set("q", f.q.trim());
  return params.toString();
}

/** GET /api/admin/inquiries: one page, newest first, and the cursor of the next. */
export const listInquiries = (query: string, cursor?: string) => getPage<InboxSummary>(query ? `${INBOX_URL}?${query}` : INBOX_URL, cursor);

export const inquiriesQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: accountKeys.adminInboxList(query),
    queryFn: ({ pageParam }) => listInquiries(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useInquiries = (query: string) => useInfiniteQuery(inquiriesQueryOptions(query));
