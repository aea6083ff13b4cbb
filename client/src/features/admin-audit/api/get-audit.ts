import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditEntry } from "@shared/admin/audit";
import { getPage } from "@/lib/api-client";

/** Filters of the log; empty strings are "any". `from`/`to` are instants. */
export interface AuditFilters {
  entityType?: string;
  entityId?: string;
  actorEmail?: string;
  from?: string;
  to?: string;
}

export const AUDIT_KEY = "/api/admin/audit";

/** GET /api/admin/audit: one entity's history (editors, for listings and categories) or the global log (admins), newest first. */
export const getAudit = (filters: AuditFilters, cursor?: string) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return getPage<AuditEntry>(`${AUDIT_KEY}?${params.toString()}`, cursor);
};

export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: [AUDIT_KEY, filters],
    queryFn: ({ pageParam }) => getAudit(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useAudit = (filters: AuditFilters) => useInfiniteQuery(auditQueryOptions(filters));
