import * as accountKeys from "@shared/account-query-keys";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { AccountMessage, MarkAnsweredResponse } from "@shared/account/messages";
import { getPage, postJson } from "@/lib/api-client";

const messagesUrl = (kind: string, id: number) => `/api/account/listings/${kind}/${id}/messages`;

/** GET …/messages: a page of the listing's messages and change reports, newest first. */
export const getListingMessages = (kind: string, id: number, cursor?: string) =>
  getPage<AccountMessage>(messagesUrl(kind, id), cursor, "Could not load your messages.");

/** POST …/messages/:messageId/answered: marks one answered (a second time changes nothing). */
export const markMessageAnswered = (kind: string, id: number, messageId: number) =>
  postJson<MarkAnsweredResponse>(`${messagesUrl(kind, id)}/${messageId}/answered`, {});

export const listingMessagesQueryOptions = (kind: string, id: number) =>
  infiniteQueryOptions({
    queryKey: accountKeys.ownerMessages(kind, id),
    queryFn: ({ pageParam }) => getListingMessages(kind, id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useListingMessages = (kind: string, id: number) => useInfiniteQuery(listingMessagesQueryOptions(kind, id));

export function useMarkAnswered(kind: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => markMessageAnswered(kind, id, messageId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.ownerMessages(kind, id) }),
  });
}
