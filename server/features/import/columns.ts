import type { ImportKind } from "@shared/admin/import";

/**
 * The CSV columns of each kind of listing (docs/csv-import.md documents them), in export order.
 * `field` is the Drizzle field; `category` cells hold a slug or a name, `published` cells yes/no.
 */
export type ColumnType = "text" | "list" | "category" | "published" | "number";
export interface Column {
  header: string;
  field: string;
  type: ColumnType;
  required?: boolean;
}

export const EXTERNAL_ID = "external_id";

const col = (header: string, field: string, type: ColumnType = "text", required = false): Column => ({ header, field, type, required });

/** An exact position; left blank, a row with a San Antonio ZIP (in `zip` or its address) gets that ZIP's point (plan-import.ts). */
const POSITION = [col("latitude", "latitude", "number"), col("longitude", "longitude", "number")];
/** The fields whose change moves a listing: a new ZIP's point replaces the old position unless the row gives one. */
export const LOCATION_FIELDS = ["address", "zipCode", "latitude", "longitude"];

export const COLUMNS: Record<ImportKind, Column[]> = {
  professionals: [
    col("name", "name", "text", true),
    col("title", "title", "text", true),
    col("company", "company"),
    col("phone", "phone"),
    col("email", "email"),
    col("address", "address"),
    ...POSITION,
    col("bio", "bio"),
    col("category", "categoryId", "category"),
    col("website", "website"),
    col("photo_url", "photoUrl"),
    col("education", "education", "list"),
    col("awards", "awards", "list"),
    col("specialties", "specialties", "list"),
    col("social_media", "socialMedia", "list"),
    col("published", "unpublishedAt", "published"),
    // Issue 29: the Spanish texts beside the English, and the languages spoken (ISO 639-1 codes: en|es).
    col("title_es", "titleEs"),
    col("bio_es", "bioEs"),
    col("specialties_es", "specialtiesEs", "list"),
    col("languages", "languages", "list"),
  ],
  businesses: [
    col("name", "name", "text", true),
    col("description", "description"),
    col("address", "address"),
    col("phone", "phone"),
    col("email", "email"),
    col("website", "website"),
    col("logo_url", "logoUrl"),
    col("category", "categoryId", "category"),
    col("zip", "zipCode"),
    ...POSITION,
    col("services", "services", "list"),
    col("social_media", "socialMedia", "list"),
    col("published", "unpublishedAt", "published"),
    col("description_es", "descriptionEs"),
    col("services_es", "servicesEs", "list"),
    col("languages", "languages", "list"),
  ],
};

/** More columns than this is not a listings file (or an attempt to make the parser work hard). */
export const MAX_COLUMNS = 64;

/**
 * A listing that has no external id of its own is exported as `#<id>`; importing that file
 * again finds it by its id, so that export → import is a no-op for every listing.
 */
export const INTERNAL_ID = /^#([1-9]\d{0,9})$/;

/** A list cell: one entry per line when it has line breaks, else entries separated by `|`. */
export function splitList(cell: string): string[] {
  return cell
    .split(cell.includes("\n") ? /\r?\n/ : "|")
    .map((s) => s.trim())
    .filter(Boolean);
}

export const joinList = (items: string[]): string => items.join(items.some((i) => i.includes("|")) ? "\n" : "|");
