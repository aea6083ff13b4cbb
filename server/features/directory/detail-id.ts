import { parseDetailId } from "@shared/parse-id";
import { idParamSchema } from "@shared/schema";
import type { ListingKind } from "@shared/listing-kind";
import { HttpError } from "../../lib/http-error";

/**
 * A detail id: 404 for a number no listing can have (0, -1, 99999999999: there is no such
 * listing, as the page says), 400 naming the id for anything that is not a number.
 */
export function detailIdOf(params: unknown, kind: ListingKind): { id: number } {
  const raw = (params as { id?: string }).id;
  if (parseDetailId(raw) === "missing") throw new HttpError(404, `No ${kind} with id ${raw}`);
  return idParamSchema.parse(params);
}
