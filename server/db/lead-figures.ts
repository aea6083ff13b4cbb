import { and, eq, gte, ne } from "drizzle-orm";
import type { OpeningHours } from "@shared/hours";
import type { ResponseFigures } from "@shared/leads";
import { closedDatesOf, responseFigures, WINDOW_DAYS } from "../lib/response-time";
import type { Db } from "./client";
import { leads } from "./lead-schema";
import type { ListingKind } from "./schema";

/**
 * A listing's public response figures (issue 31) from its leads of the last 90 days, spam left
 * out (leads_listing_idx: one range of the listing's rows). Its closed special dates are no
 * business days. Null below 5 leads.
 */
export async function listingResponseFigures(
  db: Pick<Db, "select">,
  kind: ListingKind,
  id: number,
  hours: OpeningHours | null,
  now = new Date(),
): Promise<ResponseFigures | null> {
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000).toISOString();
  const rows = await db
    .select({ createdAt: leads.createdAt, firstRepliedAt: leads.firstRepliedAt })
    .from(leads)
    .where(and(eq(leads.listingKind, kind), eq(leads.listingId, id), gte(leads.createdAt, since), ne(leads.status, "spam")));
  const timings = rows.map((r) => ({ createdAt: new Date(r.createdAt), firstRepliedAt: r.firstRepliedAt ? new Date(r.firstRepliedAt) : null }));
  return responseFigures(timings, now, closedDatesOf(hours));
}
