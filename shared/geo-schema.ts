import { z } from "zod";
import { METERS_PER_MILE } from "./geo";
import { MAX_RADIUS, MIN_RADIUS } from "./geo-choices";
import { resolveNear, type NearPlace } from "./sa-places";

/*
 * The near-me and open-now words of GET /api/professionals and GET /api/businesses (shared/geo.ts
 * describes them), as zod fields spread into both query schemas, and the check that ties them.
 */
const single = (field: string) => ({ error: `${field} must be a single value` });

export const geoQueryFields = {
  near: z
    .string(single("near"))
    .max(40, "near must be at most 40 characters")
    .transform((text, ctx): NearPlace => {
      const place = resolveNear(text);
      if (place) return place;
      ctx.addIssue({ code: "custom", message: "near must be a San Antonio ZIP code (78201 to 78264), a neighborhood, or latitude,longitude" });
      return z.NEVER;
    })
    .optional(),
  /** distance: nearest first (needs near); rated: highest rated first (issue 30), whatever the place. */
  sort: z.enum(["distance", "rated"], { error: "sort must be distance or rated" }).optional(),
  /** Miles, as the page offers them; the query gets meters. */
  radius: z
    .string(single("radius"))
    .regex(/^\d{1,3}(\.\d{1,2})?$/, `radius must be a number of miles from ${MIN_RADIUS} to ${MAX_RADIUS}`)
    .transform(Number)
    .refine((miles) => miles >= MIN_RADIUS && miles <= MAX_RADIUS, `radius must be a number of miles from ${MIN_RADIUS} to ${MAX_RADIUS}`)
    .optional(),
  open: z.enum(["now"], { error: "open must be now" }).optional(),
};

/** Distance needs a place to be measured from: a sort or radius without one is a client mistake (400), not an ignored word. */
export function checkGeoQuery(
  query: { near?: NearPlace | undefined; sort?: "distance" | "rated" | undefined; radius?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.near) return;
  if (query.sort === "distance") ctx.addIssue({ code: "custom", path: ["sort"], message: "sort=distance needs near" });
  if (query.radius !== undefined) ctx.addIssue({ code: "custom", path: ["radius"], message: "radius needs near" });
}

export const radiusMeters = (miles: number) => miles * METERS_PER_MILE;
