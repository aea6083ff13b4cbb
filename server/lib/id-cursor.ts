import { z } from "zod";
import { cursorCodec } from "./cursor-codec";

/**
 * Keyset cursor of the back office's newest-first lists: the id of the last row sent, opaque to
 * the client, which can forge one, so it is checked to be an int4 id.
 */
export const { encode: encodeIdCursor, decode: decodeIdCursor } = cursorCodec(z.number().int().min(1).max(2_147_483_647));
