import { queryOptions, useQuery } from "@tanstack/react-query";
import { listingCardsUrl, type ListingCard } from "@shared/magazine-links";
import * as queryKeys from "@shared/query-keys";
import { getJson } from "@/lib/api-client";

/** GET /api/listing-cards: the live, published listings an article features ("In this story"), in its order. */
export const getListingCards = (refs: readonly string[]) => getJson<ListingCard[]>(listingCardsUrl(refs));

export const listingCardsQueryOptions = (refs: readonly string[]) =>
  queryOptions({ queryKey: queryKeys.listingCards(refs), queryFn: () => getListingCards(refs) });

/** Nothing to ask when the article features no listing. */
export const useListingCards = (refs: readonly string[]) => useQuery({ ...listingCardsQueryOptions(refs), enabled: refs.length > 0 });
