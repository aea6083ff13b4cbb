import type { ListingKind } from "@shared/listing-kind";
import type { Db } from "../../db/client";
import type { MagazineLinks } from "../../content/magazine-links";
import { featuresOfListing } from "../directory/magazine-links";

/** The badge's address (absolute): what the owner's snippet points at. */
export const badgePath = (kind: ListingKind, id: number, lang: "en" | "es" = "en") => `/badges/${kind}/${id}.svg${lang === "es" ? "?lang=es" : ""}`;

/** Whether a published listing is featured now; undefined when there is no such published listing. */
export async function featuredNow(db: Db, links: MagazineLinks, kind: ListingKind, id: number): Promise<boolean | undefined> {
  const features = await featuresOfListing(db, links, kind, id);
  return features && features.length > 0;
}
