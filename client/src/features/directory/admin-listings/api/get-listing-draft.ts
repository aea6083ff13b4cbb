import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ListingDraft } from "@shared/admin/inbox";
import * as accountKeys from "@shared/account-query-keys";
import { getJson } from "@/lib/api-client";

/** An advertising inquiry's fields as a new listing's ("Create listing from this" in the inbox). */
export const getListingDraft = (inquiryId: number) => getJson<ListingDraft>(`/api/admin/inquiries/${inquiryId}/listing-draft`);

export const listingDraftQueryOptions = (inquiryId: number) =>
  queryOptions({ queryKey: accountKeys.adminListingDraft(inquiryId), queryFn: () => getListingDraft(inquiryId), staleTime: Infinity });

/** The draft of `inquiryId`, or nothing to wait for when the form was not opened from an inquiry (null). */
export const useListingDraft = (inquiryId: number | null) => useQuery({ ...listingDraftQueryOptions(inquiryId ?? 0), enabled: inquiryId !== null });
