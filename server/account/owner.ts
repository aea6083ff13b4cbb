import { fromNodeHeaders } from "better-auth/node";
import { and, eq } from "drizzle-orm";
import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import type { Auth } from "../auth/auth";
import type { AuditActor } from "../audit/record-audit";
import type { Db } from "../db/client";
import { listingKinds, listingOwners, type ListingKind } from "../db/schema";
import { ownersOfListing } from "../db/listing-owners";
import { HttpError } from "../lib/http-error";

/** The signed-in person of an /api/account request (any user: owners need no staff role). */
export interface AccountUser {
  id: string;
  email: string;
  name: string;
}

/** The listing an /api/account/listings/:kind/:id request works on, once its ownership is checked. */
export interface OwnedListing {
  kind: ListingKind;
  id: number;
  role: "owner" | "co_owner";
}

declare module "express-serve-static-core" {
  interface Locals {
    account?: AccountUser;
    ownedListing?: OwnedListing;
  }
}

/**
 * Reads the better-auth session of the request's cookie and puts its user on
 * `res.locals.account`. It refuses nothing itself: `requireAccount`, the first handler of every
 * /api/account route, answers 401 (server/account/guards.integration.test.ts checks each route).
 */
export function loadAccountSession(auth: Auth): RequestHandler {
  return async (req, res, next) => {
    if (!req.headers.cookie) return next();
    const { headers, response } = await auth.api.getSession({ headers: fromNodeHeaders(req.headers), returnHeaders: true });
    const refreshed = headers.getSetCookie();
    if (refreshed.length) res.append("Set-Cookie", refreshed);
    if (response?.user) res.locals.account = { id: response.user.id, email: response.user.email.toLowerCase(), name: response.user.name };
    next();
  };
}

/** Marks the guard, so the route-walking test can tell that every account route starts with it. */
export const accountGuardMarker = Symbol("accountGuard");
export type AccountGuard = RequestHandler & { [accountGuardMarker]: true };

/** The first handler of every /api/account route: 401 without a signed-in user. */
export const requireAccount: AccountGuard = Object.assign(
  ((_req, res, next) => {
    if (!res.locals.account) throw new HttpError(401, "Sign in to continue.");
    next();
  }) as RequestHandler,
  { [accountGuardMarker]: true as const },
);

/** The request's signed-in user; 401 when nobody is (requireAccount normally answered before). */
export function currentAccount(res: Response): AccountUser {
  const account = res.locals.account;
  if (!account) throw new HttpError(401, "Sign in to continue.");
  return account;
}

const listingParams = z.object({ kind: z.enum(listingKinds), id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Whether `userId` owns (or co-owns) the listing; its role when so. */
export async function ownershipOf(db: Db, userId: string, kind: ListingKind, id: number): Promise<OwnedListing | null> {
  const [row] = await db
    .select({ role: listingOwners.role })
    .from(listingOwners)
    .where(and(eq(listingOwners.userId, userId), ownersOfListing(kind, id)));
  return row ? { kind, id, role: row.role } : null;
}

/**
 * For routes under `/listings/:kind/:id`: 404 unless the signed-in user owns that listing (the
 * same answer as for a listing that does not exist, so ids reveal nothing), then puts it on
 * `res.locals.ownedListing`. Use after requireAccount.
 */
export function requireListingOwner(db: Db): RequestHandler {
  return async (req, res, next) => {
    const account = currentAccount(res);
    const parsed = listingParams.safeParse(req.params);
    if (!parsed.success) throw new HttpError(404, "Listing not found.");
    const owned = await ownershipOf(db, account.id, parsed.data.kind, parsed.data.id);
    if (!owned) throw new HttpError(404, "Listing not found.");
    res.locals.ownedListing = owned;
    next();
  };
}

/** The listing checked by requireListingOwner. */
export function currentListing(res: Response): OwnedListing {
  const owned = res.locals.ownedListing;
  if (!owned) throw new HttpError(404, "Listing not found.");
  return owned;
}

/** The signed-in owner of a request as an audit actor (the same log staff writes; staff can revert). */
export function ownerAuditActor(req: Request, res: Response): AuditActor {
  const account = currentAccount(res);
  return { actorId: account.id, actorEmail: account.email, actorIp: req.ip ?? null };
}
