import { useEffect, useState } from "react";
import { Link } from "wouter";
import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { Button, ButtonAnchor } from "@/components/ui/button";
import { AdminListStates } from "@/components/layout/admin-list-states";
import { INBOX_URL } from "../api/inbox-url";
import { emptyFilters, inboxQueryString, useInquiries, type InboxFilters as Filters } from "../api/list-inquiries";
import { InboxFilters } from "./inbox-filters";
import { formatWhen, kindLabel, StatusBadge } from "./status-badge";
import { countOf } from "@shared/plural";

/** The filters' query string, 300 ms after the last change (typing in the search box). */
function useSettledQuery(filters: Filters): string {
  const query = inboxQueryString(filters);
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), 300);
    return () => clearTimeout(timer);
  }, [query]);
  return settled;
}

/** /admin/inbox: every message, newest first, with filters, "Load more" and the CSV export of what the filters match. */
export function InboxList() {
  const [filters, setFilters] = useState<Filters>(emptyFilters);
  const query = useSettledQuery(filters);
  const list = useInquiries(query);
  const total = list.data?.pages[0]?.total;
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <AdminPage
      title="Inbox"
      description="Messages from the contact, advertising and news forms."
      actions={
        <ButtonAnchor variant="outline" className="min-h-10 px-3 py-2" href={`${INBOX_URL}.csv${query ? `?${query}` : ""}`} download>
          Export CSV
        </ButtonAnchor>
      }
    >
      <AdminPanel className="min-w-0">
        <InboxFilters value={filters} onChange={setFilters} />
      </AdminPanel>
      <AdminPanel className="min-w-0">
        <AdminListStates
          query={{ isPending: list.isPending, isError: list.isError, data: rows }}
          error="Could not load the messages. Please reload the page."
          empty="No messages match these filters."
          skeletons={3}
          skeletonClassName="h-14"
        >
          {(messages) => (
            <>
              <p className="mb-2 text-sm text-slate-600" role="status">
                {countOf(total ?? 0, "message")}
              </p>
              <ul aria-label="Messages" className="divide-y divide-slate-200">
                {messages.map((m) => (
                  <li key={m.id}>
                    <Link href={`/${m.id}`} className="block py-3 hover:bg-slate-50 focus-visible:bg-slate-50 sm:px-2">
                      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <StatusBadge status={m.status} />
                        <span className="text-xs font-medium uppercase tracking-wide text-slate-600">{kindLabel(m.kind)}</span>
                        <span className="ml-auto text-xs text-slate-600">{formatWhen(m.createdAt)}</span>
                      </span>
                      <span className="mt-1 block truncate font-medium text-slate-900">
                        {m.name} <span className="font-normal text-slate-600">&lt;{m.email}&gt;</span>
                      </span>
                      <span className="block truncate text-sm text-slate-700">{m.preview}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              {list.hasNextPage && (
                <div className="mt-4 text-center">
                  <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                    {list.isFetchingNextPage ? "Loading..." : "Load more"}
                  </Button>
                </div>
              )}
            </>
          )}
        </AdminListStates>
      </AdminPanel>
    </AdminPage>
  );
}
