import express, { type Request, type Router } from "express";
import type { AccountBadge } from "@shared/partners";
import { currentListing, requireAccount, requireListingOwner } from "../../account/owner";
import type { AccountDeps } from "../../account/deps";
import { loadMagazineLinks, type MagazineLinks } from "../../content/magazine-links";
import { badgePath, featuredNow } from "./badge-status";

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
