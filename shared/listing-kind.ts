/**
 * The two kinds of listing, as owners, photos, claims, messages and stats name them. No zod here:
 * public pages import these names, and zod stays out of their chunks (the schema is in
 * ./listing-kind-schema.ts).
 */
export const listingKinds = ["professional", "business"] as const;
export type ListingKind = (typeof listingKinds)[number];

/** The plural, as the public API paths and the tables spell it. */
export const listingKindPlural = { professional: "professionals", business: "businesses" } as const satisfies Record<ListingKind, string>;
