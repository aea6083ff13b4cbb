import { useMutation } from "@tanstack/react-query";
import type { StillCorrectResponse } from "@shared/freshness";
import { postJson } from "@/lib/api-client";

/** POST /api/listing-still-correct: spends a "Yes, it's correct" link once and refreshes the listing's date. */
export const confirmStillCorrect = (token: string) => postJson<StillCorrectResponse>("/api/listing-still-correct", { token });

export const useConfirmStillCorrect = () => useMutation({ mutationFn: confirmStillCorrect });
