import type { OwnerListingDetails } from "@shared/account/details";

/** "languages": the languages spoken, a checkbox group (kept one code per line, as a list). */
export type FieldKind = "text" | "email" | "url" | "tel" | "long" | "lines" | "languages" | "checkbox";
export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  autoComplete?: string;
}

const contact: FieldSpec[] = [
  { name: "phone", label: "Phone", kind: "tel", hint: "Like 210-555-0123", autoComplete: "tel" },
  { name: "email", label: "Email", kind: "email", autoComplete: "email" },
  { name: "website", label: "Website", kind: "url", hint: "Starting with https://", autoComplete: "url" },
  // No autofill token: the address is one line (street, city, ZIP), and "street-address" is allowed
  // only on a multi-line field (the Nu HTML Checker's error, issue 28 item 14); "address-line1"
  // would fill the street alone. It is the listing's address, not the person's own.
  { name: "address", label: "Address", kind: "text" },
];
const social: FieldSpec = { name: "socialMedia", label: "Social links", kind: "lines", hint: "One web address per line" };
// Issue 29: the Spanish texts beside the English ones, and the languages spoken.
const languages: FieldSpec = {
  name: "languages",
  label: "Languages spoken",
  kind: "languages",
  hint: "Visitors can look for listings that speak their language",
};
// Issue 31: whether the listing's page offers "Request an appointment".
const appointments: FieldSpec = {
  name: "acceptsAppointments",
  label: "Accept appointment requests",
  kind: "checkbox",
  hint: 'Your page shows "Request an appointment" beside "Request a quote"',
};
const spanishHint = "In Spanish, written by you: blank, your Spanish page shows the English text";

/** The fields an owner edits directly, per kind, in form order. */
export const fieldsFor = (kind: string): FieldSpec[] =>
  kind === "professional"
    ? [
        { name: "title", label: "Title", kind: "text" },
        { name: "titleEs", label: "Title (Spanish)", kind: "text", hint: spanishHint },
        ...contact,
        { name: "bio", label: "Bio", kind: "long" },
        { name: "bioEs", label: "Bio (Spanish)", kind: "long", hint: spanishHint },
        { name: "specialties", label: "Specialties", kind: "lines", hint: "One per line" },
        { name: "specialtiesEs", label: "Specialties (Spanish)", kind: "lines", hint: "One per line" },
        languages,
        appointments,
        { name: "education", label: "Education", kind: "lines", hint: "One per line" },
        { name: "awards", label: "Awards", kind: "lines", hint: "One per line" },
        social,
      ]
    : [
        ...contact,
        { name: "zipCode", label: "ZIP code", kind: "text", autoComplete: "postal-code" },
        { name: "description", label: "Description", kind: "long" },
        { name: "descriptionEs", label: "Description (Spanish)", kind: "long", hint: spanishHint },
        { name: "services", label: "Services", kind: "lines", hint: "One per line" },
        { name: "servicesEs", label: "Services (Spanish)", kind: "lines", hint: "One per line" },
        languages,
        appointments,
        social,
      ];

/** The form's state: every field as the text in its control. */
export type Draft = Record<string, string>;

export function toDraft(kind: string, details: OwnerListingDetails): Draft {
  const draft: Draft = { name: details.name, categoryId: details.categoryId === null ? "" : String(details.categoryId) };
  for (const f of fieldsFor(kind)) {
    const v = details.values[f.name];
    draft[f.name] = Array.isArray(v) ? v.join("\n") : typeof v === "boolean" ? String(v) : (v ?? "");
  }
  return draft;
}

/** What the request sends: only what differs from the saved draft, lists split into lines. */
export function toPatch(kind: string, saved: Draft, draft: Draft): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  const specs = [...fieldsFor(kind), { name: "name", kind: "text" as const }, { name: "categoryId", kind: "text" as const }];
  for (const f of specs) {
    if (draft[f.name] === saved[f.name]) continue;
    const text = draft[f.name] ?? "";
    if (f.name === "categoryId") patch.categoryId = text === "" ? null : Number(text);
    else if (f.kind === "lines" || f.kind === "languages")
      patch[f.name] = text
        .split("\n")
        .map((s) => s.trim())
        .filter(Boolean);
    else if (f.kind === "checkbox") patch[f.name] = text === "true";
    else patch[f.name] = text;
  }
  return patch;
}
