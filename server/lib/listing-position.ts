import { SA_ZIPS } from "@shared/sa-places";
import { HttpError } from "./http-error";

/** Where a listing is: both coordinates, or neither (the tables' check constraint). */
export interface Position {
  latitude: number | null;
  longitude: number | null;
}

/** The location fields of a write or a stored listing (businesses have a ZIP column; professionals only an address). */
export interface LocationFields {
  address?: string | null | undefined;
  zipCode?: string | null | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

const byZip = new Map(SA_ZIPS.map((z) => [z.zip, z]));
/** A San Antonio ZIP in an address: the last 78xxx (a street number such as "7800 Broadway" comes before the city). */
const ZIP_IN_ADDRESS = /\b(78\d{3})(?:-\d{4})?\b/g;

/**
 * The point of a listing's San Antonio ZIP (its ZIP column, else the last ZIP in its address),
 * from shared/sa-places.json, the data Near me measures from; null outside San Antonio's ZIPs.
 */
export function zipPoint(fields: LocationFields): Position {
  const zip = fields.zipCode?.slice(0, 5) || [...(fields.address ?? "").matchAll(ZIP_IN_ADDRESS)].at(-1)?.[1];
  const place = zip ? byZip.get(zip) : undefined;
  return place ? { latitude: place.lat, longitude: place.lng } : { latitude: null, longitude: null };
}

const moved = (next: LocationFields, current: LocationFields | undefined) =>
  !current || (["address", "zipCode"] as const).some((f) => next[f] !== undefined && (next[f] ?? null) !== (current[f] ?? null));

/**
 * The position to store with a create (`current` undefined) or an edit, or undefined to leave it:
 * an exact position staff gave wins; else a new or moved address gets its ZIP's point at once, so
 * the listing shows in Near me with a distance. Clearing the position falls back to the ZIP's point.
 * One coordinate without the other is a 400 naming the missing one.
 */
export function positionFor(next: LocationFields, current?: LocationFields): Position | undefined {
  const lat = next.latitude;
  const lng = next.longitude;
  if ((lat ?? null) !== null || (lng ?? null) !== null) {
    if (lat == null) throw HttpError.forField(400, "latitude", "Latitude is required with a longitude");
    if (lng == null) throw HttpError.forField(400, "longitude", "Longitude is required with a latitude");
    return { latitude: lat, longitude: lng };
  }
  const merged = { ...current, ...Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) };
  if (lat === null || lng === null || moved(next, current)) return zipPoint(merged);
  return undefined;
}
