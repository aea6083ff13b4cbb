/** A detail id must parse as a number; anything else is the invalid-id state, and no request is made. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * A detail page's id: the number when it is one of ours, "missing" when the address holds a
 * number that no listing can have (0, -1, 99999999999, 1.5: the "Not Found" state, with no
 * request made), and "invalid" for anything that is not a number (the "Invalid … ID" state).
 */
export type DetailId = number | "missing" | "invalid";

export function parseDetailId(raw: string | undefined): DetailId {
  const id = parseId(raw);
  if (id !== null) return id;
  return raw !== undefined && /^[+-]?\d+(\.\d+)?$/.test(raw) ? "missing" : "invalid";
}
