import express, { type Request, type Router } from "express";
import { badgeParamsSchema, badgeQuerySchema, type AccountBadge } from "@shared/partners";
import type { ListingKind } from "@shared/listing-kind";
import { currentListing, requireAccount, requireListingOwner } from "../../account/owner";
import type { AccountDeps } from "../../account/deps";
import type { Db } from "../../db/client";
import { loadMagazineLinks, type MagazineLinks } from "../../content/magazine-links";
import { HttpError } from "../../lib/http-error";
import { featuresOfListing } from "../directory/magazine-links";
import { isKnownBot } from "../listing-stats/bots";
import { sanAntonioDay } from "../listing-stats/day";
import { countEmbed, embeddingSite } from "./badge-counts";
import { badgeSvg } from "./badge-svg";

/** The badge's address (absolute): what the owner's snippet points at. */
export const badgePath = (kind: ListingKind, id: number, lang: "en" | "es" = "en") => `/badges/${kind}/${id}.svg${lang === "es" ? "?lang=es" : ""}`;

/** Whether a published listing is featured now; undefined when there is no such published listing. */
async function featuredNow(db: Db, links: MagazineLinks, kind: ListingKind, id: number): Promise<boolean | undefined> {
  const features = await featuresOfListing(db, links, kind, id);
  return features && features.length > 0;
}

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

/** GET /api/account/listings/:kind/:id/badge: the owner's Badge section (the snippet's addresses); its embeds are in the Statistics section. */
export function accountBadgeRouter({ db, siteOf, links = loadMagazineLinks() }: Pick<AccountDeps, "db" | "siteOf"> & { links?: MagazineLinks }): Router {
  const router = express.Router();
  const origin = (req: Request) => siteOf?.(req) ?? `${req.protocol}://${req.get("host")}`;
  router.get("/listings/:kind/:id/badge", requireAccount, requireListingOwner(db), async (req, res) => {
    const { kind, id } = currentListing(res);
    const featured = await featuredNow(db, links, kind, id);
    const base = origin(req);
    const answer: AccountBadge = {
      imageUrl: `${base}${badgePath(kind, id)}`,
      pageUrl: `${base}/${kind}/${id}`,
      featured: featured === true,
    };
    res.json(answer);
  });
  return router;
}
