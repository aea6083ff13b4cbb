import type { Express } from "express";
import type { Db } from "../db/client";
import { listingOwners, type ListingKind } from "../db/schema";
import { createUserWithPassword, signIn, type TestUser } from "./staff-session";

export interface OwnedRef {
  kind: ListingKind;
  id: number;
  role?: "owner" | "co_owner";
}

/**
 * A signed-in owner for integration tests of /api/account:
 *
 *   const { cookie, user } = await ownerSession(app, database.db, [{ kind: "professional", id: pro.id }]);
 *   await request(app).get("/api/account/me").set("Cookie", cookie).expect(200);
 *
 * Makes a user with no staff role, links the listings to them (listing_owners) and signs in
 * through the real better-auth endpoint, so the cookie is a real session of that app. (Owners
 * sign in by emailed link in the product; the password here only opens a session for a test.)
 */
export async function ownerSession(
  app: Express,
  db: Db,
  listings: OwnedRef[],
  overrides: Partial<Omit<TestUser, "id" | "role">> = {},
): Promise<{ cookie: string; user: TestUser }> {
  const user = await createUserWithPassword(db, null, overrides);
  if (listings.length)
    await db.insert(listingOwners).values(listings.map((l) => ({ userId: user.id, listingKind: l.kind, listingId: l.id, role: l.role ?? "owner" })));
  const cookie = await signIn(app, user.email, user.password);
  return { cookie, user };
}
