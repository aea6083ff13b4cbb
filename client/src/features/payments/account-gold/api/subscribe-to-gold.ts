import { useMutation } from "@tanstack/react-query";
import type { GoldSubscribeRequest, GoldSubscribeResponse } from "@shared/account/gold";
import { postJson } from "@/lib/api-client";

/** POST …/gold/subscription: the subscription (made incomplete) and the secret the card form confirms. */
export const subscribeToGold = (id: number, body: GoldSubscribeRequest) =>
  postJson<GoldSubscribeResponse>(`/api/account/listings/professional/${id}/gold/subscription`, body);

export const useSubscribeToGold = (id: number) => useMutation({ mutationFn: (body: GoldSubscribeRequest) => subscribeToGold(id, body) });
