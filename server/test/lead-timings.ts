import type { Db } from "../db/client";
import { leads } from "../db/lead-schema";
import type { ListingKind } from "../db/schema";

/**
 * Leads of a listing for its response figures: one per entry, created at `from` plus a minute per
 * lead, first replied to that many minutes later (null: never), spam when asked.
 */
export async function insertLeadTimings(
  db: Db,
  kind: ListingKind,
  listingId: number,
  from: string,
  replies: readonly (number | null)[],
  { spam = 0 }: { spam?: number } = {},
): Promise<void> {
  const start = Date.parse(from);
  await db.insert(leads).values(
    replies.map((after, i) => {
      const created = start + i * 60_000;
      return {
        kind: "quote" as const,
        listingKind: kind,
        listingId,
        needed: "Sample request",
        name: "Sample Visitor",
        email: "visitor@example.com",
        status: i < spam ? ("spam" as const) : after === null ? ("viewed" as const) : ("replied" as const),
        createdAt: new Date(created).toISOString(),
        firstRepliedAt: after === null ? null : new Date(created + after * 60_000).toISOString(),
      };
    }),
  );
}
