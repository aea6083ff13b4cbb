import { sql } from "drizzle-orm";
import type { ListingKind } from "@shared/listing-kind";
import type { Db } from "../../db/client";
import { badgeEmbeds } from "../../db/partner-schema";

/**
 * The embedding site of a badge request: the Referer's hostname only (lowercased, no "www."),
 * never its path or query; null without one, for our own pages, or for anything not http(s).
 */
export function embeddingSite(referer: string | undefined, ownHost: string | undefined): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, "");
  if (!host || host.length > 253) return null;
  const own = ownHost
    ?.toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^www\./, "");
  return host === own ? null : host;
}

/** One more view of a listing's badge on `site` today: one upsert. */
export async function countEmbed(db: Db, kind: ListingKind, id: number, day: string, site: string): Promise<void> {
  await db
    .insert(badgeEmbeds)
    .values({ listingKind: kind, listingId: id, day, site, views: 1 })
    .onConflictDoUpdate({
      target: [badgeEmbeds.listingKind, badgeEmbeds.listingId, badgeEmbeds.day, badgeEmbeds.site],
      set: { views: sql`${badgeEmbeds.views} + 1` },
    });
}
