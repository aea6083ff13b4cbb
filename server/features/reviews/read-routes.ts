import express, { type Router } from "express";
import { listingPathParamsSchema } from "@shared/listing-kind-schema";
import { reviewListQuerySchema } from "@shared/reviews-schema";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { isPublishedListing } from "./listing";
import { reviewSummary } from "./read-queries";

/** GET /api/listings/:kind/:id/reviews?sort=newest|highest|lowest&offset=0&notRecommended=1 (public). */
export function reviewReadRouter(db: Db, now: () => Date): Router {
  const router = express.Router();
  router.get("/listings/:kind/:id/reviews", async (req, res) => {
    const { kind, id } = listingPathParamsSchema.parse(req.params);
    const query = reviewListQuerySchema.parse(req.query);
    if (!(await isPublishedListing(db, kind, id))) throw new HttpError(404, `No ${kind} with id ${id}`);
    res.json(await reviewSummary(db, kind, id, { sort: query.sort, offset: query.offset, withNotRecommended: query.notRecommended === "1", now: now() }));
  });
  return router;
}
