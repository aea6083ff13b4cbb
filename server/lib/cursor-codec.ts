import type { z } from "zod";
import { HttpError } from "./http-error";

/**
 * A keyset cursor as the client sees it: the last row's sort key as JSON, base64url-encoded, so it
 * is opaque. The client can forge one, so decoding checks it against `schema` and answers a 400
 * that names the query field it came in, never a 500.
 */
export interface CursorCodec<T> {
  encode(cursor: T): string;
  decode(text: string | undefined): T | undefined;
}

export function cursorCodec<S extends z.ZodType>(schema: S, field = "cursor"): CursorCodec<z.output<S>> {
  return {
    encode: (cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url"),
    decode(text) {
      if (text === undefined) return undefined;
      try {
        return schema.parse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
      } catch {
        throw new HttpError(400, `${field} is not valid: use the X-Next-Cursor header of the previous page`);
      }
    },
  };
}
