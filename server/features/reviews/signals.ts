import { and, eq, gte, ne, sql } from "drizzle-orm";
import { isIP } from "node:net";
import type { ListingKind } from "@shared/listing-kind";
import { clientKey } from "../../middleware/client-key";
import type { Db } from "../../db/client";
import { listingTable } from "../../db/listing-tables";
import { reviews } from "../../db/review-schema";
import { users } from "../../db/schema";
import { BURST_WINDOW_MS, NETWORK_WINDOW_MS, textKey, type PlacementInput } from "./placement";

/** The writer's network: an IPv4 /24 ("203.0.113.0/24"), an IPv6 /64 (client-key.ts). */
export function networkOf(ip: string | undefined): string {
  const key = clientKey(ip);
  return isIP(key) === 4 ? `${key.split(".").slice(0, 3).join(".")}.0/24` : key;
}

export interface SignalSubject {
  kind: ListingKind;
  id: number;
  userId: string;
  email: string;
  network: string;
  body: string;
  stars: number;
  /** The review being edited (left out of its own counts). */
  reviewId?: number | undefined;
}

/** What placeReview needs, read from the database at `now`. */
export async function gatherSignals(db: Db, s: SignalSubject, now: Date): Promise<PlacementInput> {
  const table = listingTable(s.kind);
  const notSelf = s.reviewId === undefined ? sql`true` : ne(reviews.id, s.reviewId);
  const [listing] = await db.select({ website: table.website }).from(table).where(eq(table.id, s.id));
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, s.userId));
  const count = sql<number>`count(*)::int`;
  const [other] = await db
    .select({ n: count })
    .from(reviews)
    .where(and(eq(reviews.userId, s.userId), ne(reviews.status, "removed"), sql`not (${reviews.listingKind} = ${s.kind} and ${reviews.listingId} = ${s.id})`));
  const [recent] = await db
    .select({ n: count })
    .from(reviews)
    .where(and(eq(reviews.listingKind, s.kind), eq(reviews.listingId, s.id), gte(reviews.createdAt, new Date(now.getTime() - BURST_WINDOW_MS)), notSelf));
  const [network] = await db
    .select({ n: count })
    .from(reviews)
    .where(and(eq(reviews.clientNetwork, s.network), ne(reviews.userId, s.userId), gte(reviews.createdAt, new Date(now.getTime() - NETWORK_WINDOW_MS))));
  const [dupes] = await db
    .select({ n: count })
    .from(reviews)
    .where(and(eq(reviews.textKey, textKey(s.body)), notSelf));
  return {
    stars: s.stars,
    body: s.body,
    email: s.email,
    listingWebsite: listing?.website ?? null,
    accountAgeMs: now.getTime() - (user?.createdAt ?? now).getTime(),
    otherReviewsByWriter: other?.n ?? 0,
    recentOnListing: recent?.n ?? 0,
    recentFromNetwork: network?.n ?? 0,
    duplicates: dupes?.n ?? 0,
  };
}
