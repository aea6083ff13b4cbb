import { eq } from "drizzle-orm";
import express, { type Router } from "express";
import type { AccountMe, OwnedListingSummary } from "@shared/account/listings";
import { listingKinds } from "@shared/listing-kind";
import { currentAccount, requireAccount } from "../../account/owner";
import type { AccountDeps } from "../../account/deps";
import type { Db } from "../../db/client";
import { listingNames, listingKey } from "../../db/listing-tables";
import { listingOwners } from "../../db/schema";

/** GET /me: who is signed in; GET /listings: the listings they own (the account area's shell and its listing picker). */
export function ownerAccountRouter({ db }: Pick<AccountDeps, "db">): Router {
  const router = express.Router();
  router.get("/me", requireAccount, (_req, res) => {
    const account = currentAccount(res);
    const me: AccountMe = { id: account.id, email: account.email, name: account.name };
    res.json(me);
  });
  router.get("/listings", requireAccount, async (_req, res) => {
    res.json(await ownedListings(db, currentAccount(res).id));
  });
  return router;
}

/** The listings a user owns, professionals then businesses, by name. */
export async function ownedListings(db: Db, userId: string): Promise<OwnedListingSummary[]> {
  const owned = await db.select().from(listingOwners).where(eq(listingOwners.userId, userId));
  const names = await listingNames(db, owned);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  // Professionals first, then businesses, each by name; a listing deleted since is left out.
  return listingKinds.flatMap((kind) =>
    owned
      .filter((o) => o.listingKind === kind && names.has(listingKey(kind, o.listingId)))
      .map((o) => ({ kind, id: o.listingId, name: names.get(listingKey(kind, o.listingId))!, role: o.role, href: `/${kind}/${o.listingId}` }))
      .sort(byName),
  );
}
