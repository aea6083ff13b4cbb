import { z } from "zod";
import type { ListingKind } from "./listing-kind";

/** POST /api/listing-still-correct: the token of a "Yes, it's correct" link (issue 16 item 7). */
export const stillCorrectRequestSchema = z.object({
  token: z.string({ error: "token is required" }).regex(/^[A-Za-z0-9_-]{20,100}$/, "token is not a link we sent"),
});

export interface StillCorrectResponse {
  message: string;
  listing: { kind: ListingKind; id: number; name: string; href: string };
}

/** Days after the newest of the owner's change, staff's check and the last reminder before an owner is asked again. */
export const FRESHNESS_REMINDER_DAYS = 90;
/** How long a "Yes, it's correct" link works. */
export const STILL_CORRECT_LINK_DAYS = 30;
