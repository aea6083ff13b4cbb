import { HttpError } from "./http-error";

/**
 * Keyset cursor of the back office's newest-first lists: the id of the last row sent, opaque to
 * the client (base64url), which can forge one, so it is checked to be an int4 id.
 */
export function encodeIdCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString("base64url");
}

export function decodeIdCursor(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const match = /^id:(\d{1,10})$/.exec(Buffer.from(text, "base64url").toString("utf8"));
  const id = match ? Number(match[1]) : NaN;
  if (!(id >= 1 && id <= 2_147_483_647)) throw new HttpError(400, "cursor is not valid: use the X-Next-Cursor header of the previous page");
  return id;
}
