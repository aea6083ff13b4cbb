import express, { type Router } from "express";
import { z } from "zod";
import { listingKinds } from "@shared/listing-kind";
import { reviewListQuerySchema } from "@shared/reviews-schema";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { isPublishedListing } from "./listing";
import { reviewSummary } from "./read-queries";

const params = z.strictObject({
  kind: z.enum(listingKinds, { error: "kind must be professional or business" }),
  id: z.coerce
    .number({ error: "id must be a positive integer" })
    .int("id must be a positive integer")
    .min(1, "id must be a positive integer")
    .max(2_147_483_647, "id must be a positive integer"),
});

/** GET /api/listings/:kind/:id/reviews?sort=newest|highest|lowest&offset=0&notRecommended=1 (public). */
export function reviewReadRouter(db: Db, now: () => Date): Router {
  const router = express.Router();
  router.get("/listings/:kind/:id/reviews", async (req, res) => {
    const { kind, id } = params.parse(req.params);
    const query = reviewListQuerySchema.parse(req.query);
    if (!(await isPublishedListing(db, kind, id))) throw new HttpError(404, `No ${kind} with id ${id}`);
    res.json(await reviewSummary(db, kind, id, { sort: query.sort, offset: query.offset, withNotRecommended: query.notRecommended === "1", now: now() }));
  });
  return router;
}
