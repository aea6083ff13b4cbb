import { monogramDataUri } from "@shared/monogram";

/**
 * The record's photoUrl, else the person's monogram. (Three named people once had "photos" bundled
 * with the site: silhouettes on a gradient, no photo at all. Issue 18 gives them their monograms.)
 */
export function professionalPhoto(p: { name: string; photoUrl: string | null }): string {
  return p.photoUrl || personMonogram(p.name);
}

/** A person's initials on their colour (shared/monogram.ts): no photo, or one that failed to load. */
export const personMonogram = (name: string) => monogramDataUri(name, "person");
/** A business's initials on its colour, instead of a shared house picture. */
export const businessMonogram = (name: string) => monogramDataUri(name, "business");
