import { POINT_NEAR, ZIP_NEAR } from "./geo-choices";
// Imported, not fetched: the server resolves ?near= with it, and the client's location picker
// (a lazy chunk, never the home bundle) lists it. Where the figures come from: its "about".
import places from "./sa-places.json" with { type: "json" };

export interface ZipCentroid {
  zip: string;
  /** Our rough label of the area, for the picker; absent where we gave none. */
  area?: string;
  lat: number;
  lng: number;
}

export interface Neighborhood {
  slug: string;
  name: string;
  /** The ZIP whose centroid stands for it. */
  zip: string;
}

export const SA_ZIPS: readonly ZipCentroid[] = places.zips;
export const SA_NEIGHBORHOODS: readonly Neighborhood[] = places.neighborhoods;

/** A place a list is measured from: its position and how the page names it. */
export interface NearPlace {
  lat: number;
  lng: number;
  label: string;
}

const byZip = new Map(SA_ZIPS.map((z) => [z.zip, z]));
const bySlug = new Map(SA_NEIGHBORHOODS.map((n) => [n.slug, n]));

/**
 * ?near= as a position: a San Antonio ZIP's centroid, a neighborhood's ZIP centroid, or the
 * position itself ("29.464,-98.466", any valid latitude and longitude). Null for anything else
 * (an unknown ZIP or neighborhood, a position off the globe).
 */
export function resolveNear(text: string): NearPlace | null {
  const zip = ZIP_NEAR.test(text) ? byZip.get(text) : undefined;
  if (zip) return { lat: zip.lat, lng: zip.lng, label: zip.zip };
  const hood = bySlug.get(text);
  const hoodZip = hood && byZip.get(hood.zip);
  if (hood && hoodZip) return { lat: hoodZip.lat, lng: hoodZip.lng, label: hood.name };
  const point = POINT_NEAR.exec(text);
  if (!point) return null;
  const lat = Number(point[1]);
  const lng = Number(point[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng, label: "your location" } : null;
}
