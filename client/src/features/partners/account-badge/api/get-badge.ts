import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AccountBadge } from "@shared/partners";
import * as accountKeys from "@shared/account-query-keys";
import { getJson } from "@/lib/api-client";

/** GET /api/account/listings/:kind/:id/badge: the badge's addresses and whether it says "featured". */
export const getBadge = (kind: string, id: number) => getJson<AccountBadge>(accountKeys.ownerBadge(kind, id)[0]!);

export const badgeQueryOptions = (kind: string, id: number) => queryOptions({ queryKey: accountKeys.ownerBadge(kind, id), queryFn: () => getBadge(kind, id) });

export const useBadge = (kind: string, id: number) => useQuery(badgeQueryOptions(kind, id));
