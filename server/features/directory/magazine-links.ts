import { and, eq, inArray, isNull } from "drizzle-orm";
import { parseListingRef, type ListingCard, type ListingType, type MagazineFeature } from "@shared/magazine-links";
import type { MagazineLinks } from "../../content/magazine-links";
import { listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import { businesses, categories, professionals } from "../../db/schema";
import type { ListingKind } from "@shared/listing-kind";

/*
 * The directory side of the magazine links. Content names a listing by its sample key; the seed
 * stores it as external_id "sample:<key>" (server/db/load-sample-data.ts), which has a unique
 * index, so each lookup here is an index scan. A withdrawn listing (unpublished_at set) or one
 * that is gone is simply not found: an article then shows the others.
 */
const SAMPLE = "sample:";
const externalIdOf = (key: string) => `${SAMPLE}${key}`;
const keyOf = (externalId: string | null) => (externalId?.startsWith(SAMPLE) ? externalId.slice(SAMPLE.length) : null);

/** The published listings the refs name, in the refs' order; at most one query per kind of listing. */
export async function listingCards(db: Db, refs: readonly string[]): Promise<ListingCard[]> {
  const parsed = refs.flatMap((ref) => parseListingRef(ref) ?? []);
  const keys = (type: ListingType) => parsed.filter((r) => r.type === type).map((r) => externalIdOf(r.key));
  const [pros, bizs] = await Promise.all([
    keys("professional").length === 0
      ? []
      : db
          .select({
            id: professionals.id,
            externalId: professionals.externalId,
            name: professionals.name,
            title: professionals.title,
            company: professionals.company,
            phone: professionals.phone,
          })
          .from(professionals)
          .where(and(inArray(professionals.externalId, keys("professional")), isNull(professionals.unpublishedAt))),
    keys("business").length === 0
      ? []
      : db
          .select({ id: businesses.id, externalId: businesses.externalId, name: businesses.name, title: categories.name, phone: businesses.phone })
          .from(businesses)
          .leftJoin(categories, eq(categories.id, businesses.categoryId))
          .where(and(inArray(businesses.externalId, keys("business")), isNull(businesses.unpublishedAt))),
  ]);
  const found = new Map<string, ListingCard>();
  for (const { externalId, ...p } of pros) found.set(`professional:${keyOf(externalId)}`, { type: "professional", key: keyOf(externalId)!, ...p });
  for (const { externalId, ...b } of bizs) found.set(`business:${keyOf(externalId)}`, { type: "business", key: keyOf(externalId)!, company: null, ...b });
  return refs.flatMap((ref) => found.get(ref) ?? []);
}

/**
 * A published listing's ref ("professional:<key>"), "" when it has no sample key, or null when
 * there is no such published listing: one primary-key lookup.
 */
export async function listingRefOf(db: Db, type: ListingType, id: number): Promise<string | null> {
  const table = listingTable(type);
  const [row] = await db
    .select({ externalId: table.externalId })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.unpublishedAt)));
  if (!row) return null;
  const key = keyOf(row.externalId);
  return key ? `${type}:${key}` : "";
}

/** What a listing page shows under "Featured in the magazine"; undefined when there is no such published listing. */
export async function featuresOfListing(db: Db, links: MagazineLinks, type: ListingKind, id: number): Promise<MagazineFeature[] | undefined> {
  const ref = await listingRefOf(db, type, id);
  if (ref === null) return undefined;
  return ref ? [...links.featuredIn(ref)] : [];
}
