import { z } from "zod";
import { isStorableText } from "@shared/storable-text";
import { cursorCodec } from "../../lib/cursor-codec";

/**
 * Keyset cursor of the list endpoints: the sort key of the last row sent. `g` is the
 * phase (1 while Gold listings are being listed, 0 after), then name and id. A ranked search
 * (issue 18) sorts by rank first (`r`, search-rank.ts), and one answered with a corrected term
 * carries that term (`s`), so its later pages go on with the same search. The client can forge
 * one, so every text must be text the database can compare (no NUL, no lone surrogate); a forged
 * `s` is only another search, charged like any.
 */
const cursorSchema = z.object({
  g: z.union([z.literal(0), z.literal(1)]),
  n: z.string().max(500).refine(isStorableText),
  i: z.number().int().min(0).max(2_147_483_647),
  // 0 to 4: a ranked search's RANK (search-rank.ts), 4 a listing found by its category alone.
  r: z.number().int().min(0).max(4).optional(),
  s: z.string().min(3).max(200).refine(isStorableText).optional(),
});
export type Cursor = z.infer<typeof cursorSchema>;

export const { encode: encodeCursor, decode: decodeCursor } = cursorCodec(cursorSchema);
