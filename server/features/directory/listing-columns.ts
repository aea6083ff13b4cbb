import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Freshness } from "@shared/schema";
import type { ListingImage } from "@shared/media";
import { businesses, categories, listingOwners, listingPhotos, professionals } from "../../db/schema";
import type { ListingKind } from "@shared/listing-kind";

/** The columns public answers select: a list's rows and a detail's record (queries.ts, ranked-search.ts, business-list.ts, the back office). */

/**
 * The listing's main image of `purpose` (lowest position), as shared/media.ts's ListingImage:
 * one index probe of listing_photos_listing_idx per row.
 */
const mainImage = (kind: ListingKind, purpose: "photo" | "logo", id: SQL | typeof professionals.id | typeof businesses.id) =>
  sql<ListingImage | null>`(select jsonb_build_object('alt', lp.alt, 'variants', lp.variants) from ${listingPhotos} lp
    where lp.listing_kind = ${kind} and lp.listing_id = ${id} and lp.purpose = ${purpose} order by lp.position, lp.id limit 1)`;

/**
 * The newer of the owner's last change and staff's last check, as shared/schema.ts's Freshness
 * (a San Antonio date), for detail answers; null when neither happened.
 */
export function freshnessOf(t: typeof professionals | typeof businesses) {
  const day = (column: SQL | AnyColumn) => sql`to_char((${column})::timestamptz at time zone 'America/Chicago', 'YYYY-MM-DD')`;
  return sql<Freshness | null>`case
    when ${t.ownerUpdatedAt} is null and ${t.staffCheckedAt} is null then null
    when ${t.staffCheckedAt} is null or ${t.ownerUpdatedAt} >= ${t.staffCheckedAt} then jsonb_build_object('by', 'owner', 'on', ${day(t.ownerUpdatedAt)})
    else jsonb_build_object('by', 'staff', 'on', ${day(t.staffCheckedAt)}) end`;
}

/** Whether the listing has an owner: one probe of listing_owners_listing_user_idx. */
export const claimedOf = (kind: ListingKind, id: typeof professionals.id | typeof businesses.id) =>
  sql<boolean>`exists (select 1 from ${listingOwners} lo where lo.listing_kind = ${kind} and lo.listing_id = ${id})`;

/**
 * A listing's published reviews on its card (issue 30): their count and average (one decimal),
 * read from the listing's own columns (migration 0033's triggers keep them), no join.
 */
const reviewColumns = (t: typeof professionals | typeof businesses) => ({
  reviewCount: t.reviewCount,
  reviewAverage: sql<number | null>`case when ${t.reviewCount} > 0 then round(${t.reviewStarSum}::numeric / ${t.reviewCount}, 1)::float8 end`,
});

/** Whether a Gold date is still ahead: a listing's, or its copy in professional_search. */
export const goldActiveAt = (goldUntil: AnyColumn) => sql<boolean>`coalesce(${goldUntil} > now(), false)`;
export const goldActive = goldActiveAt(professionals.goldUntil);
/** The same as a condition: served by professionals_gold_until_idx. */
export const isGold = sql`${professionals.goldUntil} > now()`;

export const professionalColumns = {
  id: professionals.id,
  name: professionals.name,
  title: professionals.title,
  titleEs: professionals.titleEs,
  company: professionals.company,
  photoUrl: professionals.photoUrl,
  phone: professionals.phone,
  email: professionals.email,
  address: professionals.address,
  bio: professionals.bio,
  bioEs: professionals.bioEs,
  businessId: professionals.businessId,
  categoryId: professionals.categoryId,
  category: categories.name,
  categoryEs: categories.nameEs,
  website: professionals.website,
  education: professionals.education,
  awards: professionals.awards,
  specialties: professionals.specialties,
  specialtiesEs: professionals.specialtiesEs,
  languages: professionals.languages,
  socialMedia: professionals.socialMedia,
  goldUntil: sql<string | null>`case when ${goldActive} then to_char(${professionals.goldUntil} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end`,
  image: mainImage("professional", "photo", professionals.id),
  hours: professionals.hours,
  latitude: professionals.latitude,
  longitude: professionals.longitude,
  ...reviewColumns(professionals),
};

export const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  description: businesses.description,
  descriptionEs: businesses.descriptionEs,
  address: businesses.address,
  phone: businesses.phone,
  website: businesses.website,
  logoUrl: businesses.logoUrl,
  categoryId: businesses.categoryId,
  category: categories.name,
  categoryEs: categories.nameEs,
  email: businesses.email,
  zipCode: businesses.zipCode,
  services: businesses.services,
  servicesEs: businesses.servicesEs,
  languages: businesses.languages,
  socialMedia: businesses.socialMedia,
  image: mainImage("business", "logo", businesses.id),
  hours: businesses.hours,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  ...reviewColumns(businesses),
};
