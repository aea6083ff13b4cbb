import type { ListingPath } from "../api/admin-keys";

/** A form field: text, a long text, one item per line (a list), or the category / business choice. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: "text" | "long" | "lines" | "category" | "business" | "number" | "languages";
  required?: boolean;
  hint?: string;
  inputType?: "text" | "tel" | "email" | "url";
}

const contact: FieldSpec[] = [
  { name: "phone", label: "Phone", kind: "text", inputType: "tel", hint: "Like 210-555-0123" },
  { name: "email", label: "Email", kind: "text", inputType: "email" },
  { name: "address", label: "Address", kind: "text" },
  { name: "latitude", label: "Latitude", kind: "number", hint: "Exact position, like 29.4241. Blank: the point of the San Antonio ZIP code" },
  { name: "longitude", label: "Longitude", kind: "number", hint: "Like -98.4936; with a latitude" },
  { name: "website", label: "Website", kind: "text", inputType: "url", hint: "Starts with https://" },
];
/** Issue 29: the languages spoken there, a checkbox group (the form keeps the codes one per line). */
const languages: FieldSpec = { name: "languages", label: "Languages spoken", kind: "languages", hint: 'The public pages\' "Se habla español" filter uses it' };
const tail: FieldSpec[] = [
  { name: "socialMedia", label: "Social links", kind: "lines", hint: "One web address per line" },
  { name: "externalId", label: "External id", kind: "text", hint: "The id in the publisher's other system (CSV import)" },
];

/**
 * Every field the public pages and their structured data show, in form order. Photos and logos are
 * uploaded on the edit page (issue 28 item 3); an older listing's picture address (photoUrl,
 * logoUrl, also a CSV column) is shown there, not typed here.
 */
export const listingFields: Record<ListingPath, FieldSpec[]> = {
  professionals: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "title", label: "Title", kind: "text", required: true },
    { name: "titleEs", label: "Title (Spanish)", kind: "text", hint: "Blank: Spanish pages show the English title, marked English only" },
    { name: "company", label: "Company", kind: "text" },
    { name: "categoryId", label: "Category", kind: "category" },
    { name: "businessId", label: "Business", kind: "business", hint: "The business this person works at: type two letters of its name, then choose it" },
    ...contact,
    { name: "bio", label: "Bio", kind: "long", hint: "Paragraphs separated by a blank line" },
    { name: "bioEs", label: "Bio (Spanish)", kind: "long", hint: "Written in Spanish, not machine-translated. Paragraphs separated by a blank line" },
    { name: "education", label: "Education", kind: "lines", hint: "One per line" },
    { name: "awards", label: "Awards", kind: "lines", hint: "One per line" },
    { name: "specialties", label: "Specialties", kind: "lines", hint: "One per line" },
    { name: "specialtiesEs", label: "Specialties (Spanish)", kind: "lines", hint: "One per line" },
    languages,
    ...tail,
  ],
  businesses: [
    { name: "name", label: "Name", kind: "text", required: true },
    { name: "categoryId", label: "Category", kind: "category" },
    { name: "description", label: "Description", kind: "long" },
    { name: "descriptionEs", label: "Description (Spanish)", kind: "long", hint: "Written in Spanish, not machine-translated" },
    ...contact,
    { name: "zipCode", label: "ZIP code", kind: "text", hint: "5 digits, or 5+4" },
    { name: "services", label: "Services", kind: "lines", hint: "One per line" },
    { name: "servicesEs", label: "Services (Spanish)", kind: "lines", hint: "One per line" },
    languages,
    ...tail,
  ],
};

export type FormValues = Record<string, string>;

/** A record as the form's strings: lists one item per line, ids as text, null as "". */
export function toFormValues(kind: ListingPath, record: Record<string, unknown> | undefined): FormValues {
  const values: FormValues = {};
  for (const field of listingFields[kind]) {
    // A new listing speaks English until the form says otherwise (the column's default).
    const value = record?.[field.name] ?? (field.kind === "languages" ? ["en"] : undefined);
    values[field.name] = Array.isArray(value) ? value.join("\n") : value === null || value === undefined ? "" : String(value);
  }
  return values;
}

/** The form's strings as the API's body: lines split, ids as numbers (or null), blanks as null. */
export function toBody(kind: ListingPath, values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of listingFields[kind]) {
    const value = values[field.name] ?? "";
    if (field.kind === "lines" || field.kind === "languages")
      body[field.name] = value
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean);
    else if (field.kind === "category" || field.kind === "business") body[field.name] = value.trim() === "" ? null : Number(value);
    // Not a number: sent as typed, so the server's message says what a position looks like.
    else if (field.kind === "number") body[field.name] = value.trim() === "" ? null : Number.isFinite(Number(value)) ? Number(value) : value;
    else body[field.name] = value.trim() === "" ? null : value;
  }
  return body;
}

/** Only what changed since the record was loaded: an edit sends no more than that. */
export function changedBody(kind: ListingPath, initial: FormValues, values: FormValues): Record<string, unknown> {
  const all = toBody(kind, values);
  return Object.fromEntries(Object.entries(all).filter(([key]) => (initial[key] ?? "") !== (values[key] ?? "")));
}
