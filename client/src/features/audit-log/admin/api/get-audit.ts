import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditEntry } from "@shared/admin/audit";
import * as accountKeys from "@shared/account-query-keys";
import { getPage } from "@/lib/api-client";

/** Filters of the log; empty strings are "any". `from`/`to` are instants. */
export interface AuditFilters {
  entityType?: string;
  entityId?: string;
  actorEmail?: string;
  from?: string;
  to?: string;
}

export const AUDIT_URL = accountKeys.adminAudit()[0]!;

/** GET /api/admin/audit: one entity's history (editors, for listings and categories) or the global log (admins), newest first. */
export const getAudit = (filters: AuditFilters, cursor?: string) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return getPage<AuditEntry>(`${AUDIT_URL}?${params.toString()}`, cursor);
};

export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: accountKeys.adminAuditList(filters),
    queryFn: ({ pageParam }) => getAudit(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useAudit = (filters: AuditFilters) => useInfiniteQuery(auditQueryOptions(filters));
