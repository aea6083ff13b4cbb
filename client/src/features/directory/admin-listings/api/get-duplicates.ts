import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Duplicate } from "@shared/admin/listings";
import * as accountKeys from "@shared/account-query-keys";
import { getJson } from "@/lib/api-client";
import type { ListingPath } from "./admin-keys";

interface DuplicateQuery {
  phone: string;
  name: string;
  address: string;
}

/** Listings that look like the one being created: the same phone, or the same name and address. */
export const getDuplicates = (kind: ListingPath, query: DuplicateQuery) =>
  getJson<Duplicate[]>(`/api/admin/${kind}/duplicates?${new URLSearchParams({ phone: query.phone, name: query.name, address: query.address })}`);

export const duplicatesQueryOptions = (kind: ListingPath, query: DuplicateQuery) =>
  queryOptions({ queryKey: accountKeys.adminDuplicates(kind, query), queryFn: () => getDuplicates(kind, query), staleTime: 0 });

/** Asked only once there is a phone, or a name and an address, to compare. */
export const useDuplicates = (kind: ListingPath, query: DuplicateQuery, enabled: boolean) =>
  useQuery({
    ...duplicatesQueryOptions(kind, query),
    enabled: enabled && (query.phone.trim() !== "" || (query.name.trim() !== "" && query.address.trim() !== "")),
  });
