import { Router } from "express";
import { listingCardsQuerySchema } from "@shared/schema";
import type { Db } from "../../db/client";
import { loadMagazineLinks, type MagazineLinks } from "../../content/magazine-links";
import { HttpError } from "../../lib/http-error";
import { sendJson } from "../../lib/send-json";
import { createValueCache, type ValueCache } from "./cache";
import { detailIdOf } from "./detail-id";
import { featuresOfListing, listingCards } from "./magazine-links";

/**
 * The API side of the magazine links, for pages the client reaches without a page load (the
 * server embeds the same answers in the article and listing pages). Both reads go through the
 * directory cache, which any write to the listings invalidates, so an unpublished listing leaves
 * its articles on the next request.
 */
export function magazineLinksRouter(db: Db, cache: ValueCache = createValueCache(db), links: MagazineLinks = loadMagazineLinks()): Router {
  const router = Router();

  // GET /api/listing-cards?refs=professional:<key>,business:<key>: an article's "In this story" cards.
  router.get("/listing-cards", async (req, res) => {
    const { refs } = listingCardsQuerySchema.parse(req.query);
    sendJson(req, res, await cache.get(`listing-cards?refs=${refs.join(",")}`, async () => ({ value: await listingCards(db, refs) })));
  });

  for (const [type, plural] of [
    ["professional", "professionals"],
    ["business", "businesses"],
  ] as const) {
    router.get(`/${plural}/:id/features`, async (req, res) => {
      // As the listing's own address answers: 404 for a number no listing can have, 400 for text.
      const { id } = detailIdOf(req.params, type);
      const features = await cache.get(`features/${type}/${id}`, async () => {
        const found = await featuresOfListing(db, links, type, id);
        return found && { value: found };
      });
      if (!features) throw new HttpError(404, `No ${type} with id ${id}`);
      sendJson(req, res, features);
    });
  }
  return router;
}
