import { z } from "zod";
import { listingKinds } from "./listing-kind";

/** A listing's kind and id as a request names them; each answers a 400 naming its field. */
export const listingKindSchema = z.enum(listingKinds, { error: "kind must be professional or business" });
export const listingIdSchema = z
  .number({ error: "id must be a positive integer" })
  .int("id must be a positive integer")
  .min(1, "id must be a positive integer")
  .max(2_147_483_647, "id must be a positive integer");

/**
 * `/listings/:kind/:id/…` path parameters (a listing's claim status and its reviews): the id
 * arrives as text and is read as a number, so `/listings/business/12abc/…` is a 400 naming id.
 */
export const listingPathParamsSchema = z.strictObject({
  kind: listingKindSchema,
  id: z.coerce
    .number({ error: "id must be a positive integer" })
    .int("id must be a positive integer")
    .min(1, "id must be a positive integer")
    .max(2_147_483_647, "id must be a positive integer"),
});
