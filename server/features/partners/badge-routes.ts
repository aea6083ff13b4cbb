import express, { type Router } from "express";
import { badgeParamsSchema, badgeQuerySchema } from "@shared/partners";
import type { Db } from "../../db/client";
import { loadMagazineLinks, type MagazineLinks } from "../../content/magazine-links";
import { HttpError } from "../../lib/http-error";
import { isKnownBot } from "../listing-stats/bots";
import { sanAntonioDay } from "../listing-stats/day";
import { countEmbed, embeddingSite } from "./badge-counts";
import { featuredNow } from "./badge-status";
import { badgeSvg } from "./badge-svg";

/**
 * GET /badges/:kind/:id.svg (issue 32): the badge image, public and cacheable, that other sites
 * embed (Cross-Origin-Resource-Policy: cross-origin, unlike the rest of the site). A request
 * whose Referer names another site counts one view for that site's hostname (bots and our own
 * pages are not counted). A withdrawn or unknown listing has no badge (404): it claims nothing.
 */
export function badgeRouter({ db, now, links = loadMagazineLinks() }: { db: Db; now: () => Date; links?: MagazineLinks }): Router {
  const router = express.Router();
  router.get("/badges/:kind/:file", async (req, res) => {
    const { kind, file } = badgeParamsSchema.parse(req.params);
    const { lang } = badgeQuerySchema.parse(req.query);
    const id = Number(file.slice(0, -".svg".length));
    const featured = await featuredNow(db, links, kind, id);
    if (featured === undefined) throw new HttpError(404, `No ${kind} with id ${id}`);
    const site = embeddingSite(req.get("referer"), req.get("host"));
    const agent = req.get("user-agent");
    if (site && agent && !isKnownBot(agent)) await countEmbed(db, kind, id, sanAntonioDay(now()), site);
    res.set({
      "Cache-Control": "public, max-age=600",
      "Cross-Origin-Resource-Policy": "cross-origin",
      // Opened on its own, the SVG may load nothing and run nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      Vary: "Accept-Encoding",
    });
    // res.send sets a weak ETag from the body and answers a matching If-None-Match with 304.
    res.type("image/svg+xml").send(badgeSvg(featured, lang));
  });
  return router;
}
