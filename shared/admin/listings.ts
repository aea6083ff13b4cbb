import { z } from "zod";
import { businessSchema, professionalSchema } from "../schema";
import { isStorableText } from "../storable-text";
import { isLanguageCode, LANGUAGE_CODES, sortLanguages } from "../languages";

/**
 * The back office's contracts for professionals, businesses and categories. A listing's fields
 * are the public contract's (shared/schema.ts: what the pages and JSON-LD read), validated here
 * with messages a person can act on; an answer is the public record plus the back-office columns.
 */

// ---------- fields ----------
const text = (label: string, max: number) =>
  z
    // A blank field of a form arrives as null: "Name is required" is what a person needs to read.
    .string({ error: (issue) => (issue.input === null || issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isStorableText, `${label} must be text without null characters or broken Unicode`)
    .transform((s) => s.trim());

const required = (label: string, max: number) => text(label, max).refine((s) => s.length > 0, `${label} is required`);
/** Optional text: blank means none (null), as the public records have it. */
const optional = (label: string, max: number) =>
  text(label, max)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null));

const PHONE = /^\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})$/;
/** Any usual way of writing a US number, stored as 210-555-0123. */
export function normalisePhone(phone: string): string | null {
  const m = PHONE.exec(phone.trim().replace(/^\+?1[\s.-]?(?=\(?\d{3})/, ""));
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}
const phone = optional("Phone", 40)
  .refine((s) => s === null || normalisePhone(s) !== null, "Phone must look like 210-555-0123")
  .transform((s) => s && normalisePhone(s));

const email = optional("Email", 254).refine((s) => s === null || z.email().safeParse(s).success, "Email must look like name@example.com");

/** Only http(s): a javascript: or data: address would run or show something else when clicked. */
export const isWebAddress = (s: string) => {
  try {
    const url = new URL(s);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
};
const webAddress = (label: string) =>
  optional(label, 2000).refine((s) => s === null || isWebAddress(s), `${label} must be a web address starting with http:// or https://`);
/** A picture: a web address, or a path on this site such as /images/team/ana-reyes.jpg. */
const image = (label: string) =>
  optional(label, 2000).refine(
    (s) => s === null || isWebAddress(s) || /^\/(?!\/)[A-Za-z0-9._~/-]+$/.test(s),
    `${label} must be a web address starting with https:// or a path on this site starting with /`,
  );

/** A list edited one item per line: blank lines dropped. */
const lines = (label: string, item: z.ZodType<string>) =>
  z
    .array(item, { error: `${label} must be a list of lines` })
    .max(50, `${label} may have at most 50 lines`)
    .transform((items) => items.filter((s) => s.length > 0))
    .optional()
    .transform((items) => items ?? []);
const lineText = (label: string) => text(`Each line of ${label}`, 300);
const socialLinks = lines(
  "Social links",
  text("Each social link", 2000).refine((s) => s === "" || isWebAddress(s), "Each social link must be a web address starting with http:// or https://"),
);

/** The languages spoken (issue 29): a checkbox group, at least one, stored in the forms' order, each once. */
const languages = z
  .array(z.string({ error: "Languages must be a list of language codes" }), { error: "Languages must be a list of language codes" })
  .min(1, "Languages must include at least one language")
  .max(LANGUAGE_CODES.length, `Languages may name at most ${LANGUAGE_CODES.length} languages`)
  // Checked on the list, not item by item, so the message is the field's (the form shows it beside the group).
  .refine((codes) => codes.every(isLanguageCode), `Languages must be chosen from the list (${LANGUAGE_CODES.join(", ")})`)
  .transform((codes) => sortLanguages(codes.filter(isLanguageCode)))
  .optional();

const reference = (label: string) =>
  z
    .number({ error: `${label} must be chosen from the list` })
    .int(`${label} must be chosen from the list`)
    .min(1, `${label} must be chosen from the list`)
    .max(2_147_483_647, `${label} must be chosen from the list`)
    .nullable()
    .optional()
    .transform((n) => n ?? null);

const externalId = optional("External id", 100);

/** An exact position (a pin): decimal degrees. Blank: the listing's San Antonio ZIP gives its point (server: listing-position.ts). */
const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number in decimal degrees, like ${limit === 90 ? "29.4241" : "-98.4936"}` })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`)
    .nullable()
    .optional();
const position = { latitude: coordinate("Latitude", 90), longitude: coordinate("Longitude", 180) };

/** Whether visitors may "Request an appointment" (issue 31); left out, it stays as it is (new listings: no). */
const acceptsAppointments = z.boolean({ error: "Accepts appointments must be true or false" }).optional();

// ---------- requests ----------
export const professionalInputSchema = z.object({
  name: required("Name", 200),
  title: required("Title", 200),
  // Spanish beside the English (issue 29): the English twin's limits; blank means none.
  titleEs: optional("Title (Spanish)", 200),
  company: optional("Company", 200),
  photoUrl: image("Photo"),
  phone,
  email,
  address: optional("Address", 300),
  bio: optional("Bio", 10_000),
  bioEs: optional("Bio (Spanish)", 10_000),
  businessId: reference("Business"),
  categoryId: reference("Category"),
  website: webAddress("Website"),
  education: lines("Education", lineText("Education")),
  awards: lines("Awards", lineText("Awards")),
  specialties: lines("Specialties", lineText("Specialties")),
  specialtiesEs: lines("Specialties (Spanish)", lineText("Specialties (Spanish)")),
  languages,
  socialMedia: socialLinks,
  acceptsAppointments,
  externalId,
  ...position,
});
export type ProfessionalInput = z.input<typeof professionalInputSchema>;
export type ProfessionalValues = z.output<typeof professionalInputSchema>;

export const businessInputSchema = z.object({
  name: required("Name", 200),
  description: optional("Description", 10_000),
  descriptionEs: optional("Description (Spanish)", 10_000),
  address: optional("Address", 300),
  phone,
  website: webAddress("Website"),
  logoUrl: image("Logo"),
  categoryId: reference("Category"),
  email,
  zipCode: optional("ZIP code", 10).refine((s) => s === null || /^\d{5}(-\d{4})?$/.test(s), "ZIP code must be 5 digits (or 5+4, like 78205-1234)"),
  services: lines("Services", lineText("Services")),
  servicesEs: lines("Services (Spanish)", lineText("Services (Spanish)")),
  languages,
  socialMedia: socialLinks,
  acceptsAppointments,
  externalId,
  ...position,
});
export type BusinessInput = z.input<typeof businessInputSchema>;
export type BusinessValues = z.output<typeof businessInputSchema>;

/** Create: the fields, and `confirmDuplicate: true` to save although likely duplicates exist (else 409 with them). */
const confirmDuplicate = z.boolean({ error: "confirmDuplicate must be true or false" }).optional();
export const professionalCreateSchema = professionalInputSchema.extend({ confirmDuplicate });
export const businessCreateSchema = businessInputSchema.extend({ confirmDuplicate });
/** Edit: only the fields sent change (a field sent as null or "" is cleared). */
export const professionalPatchSchema = professionalInputSchema.partial().strict();
export const businessPatchSchema = businessInputSchema.partial().strict();

export const listingStatuses = ["all", "published", "unpublished"] as const;
export type ListingStatus = (typeof listingStatuses)[number];
export const ADMIN_PAGE_SIZE = 50;

export const adminListQuerySchema = z.object({
  /** Part of the name, the phone or the email. */
  search: z
    .string({ error: "search must be a single string" })
    .max(200, "search must be at most 200 characters")
    .refine(isStorableText, "search must be text without null characters or broken Unicode")
    .optional()
    .transform((s) => (s?.trim() ? s.trim() : undefined)),
  categoryId: z
    .string({ error: "categoryId must be a single category id" })
    .regex(/^\d{1,9}$/, "categoryId must be a category id")
    .transform(Number)
    .optional(),
  status: z.enum(listingStatuses, { error: "status must be all, published or unpublished" }).optional().default("all"),
  limit: z
    .string({ error: "limit must be a single whole number" })
    .regex(/^\d{1,3}$/, "limit must be a whole number from 1 to 100")
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, "limit must be a whole number from 1 to 100")
    .optional()
    .transform((n) => n ?? ADMIN_PAGE_SIZE),
  cursor: z
    .string({ error: "cursor must be a single value" })
    .regex(/^[A-Za-z0-9_-]{1,600}$/, "cursor is not valid")
    .optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

export const duplicatesQuerySchema = z.object({
  phone: z.string({ error: "phone must be a single value" }).max(40, "phone must be at most 40 characters").optional(),
  name: z.string({ error: "name must be a single value" }).max(200, "name must be at most 200 characters").optional(),
  address: z.string({ error: "address must be a single value" }).max(300, "address must be at most 300 characters").optional(),
});

/** `nameEs` (issue 29): the Spanish name; left out it stays as it is, blank clears it. */
export const categoryInputSchema = z.object({
  name: required("Name", 100),
  nameEs: text("Spanish name", 100)
    .nullable()
    .optional()
    .transform((s) => (s === undefined ? undefined : s || null)),
});

// ---------- answers ----------
const adminColumns = {
  externalId: z.string().nullable(),
  unpublishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** When staff last checked the listing ("Mark checked", or a staff edit), and when its owner last changed it. */
  staffCheckedAt: z.string().nullable(),
  ownerUpdatedAt: z.string().nullable(),
};
export const adminProfessionalSchema = professionalSchema.extend(adminColumns);
export type AdminProfessional = z.infer<typeof adminProfessionalSchema>;
export const adminBusinessSchema = businessSchema.extend(adminColumns);
export type AdminBusiness = z.infer<typeof adminBusinessSchema>;

/** A likely duplicate of a listing being created: enough to recognise it and a link to open it. */
export const duplicateSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  reason: z.enum(["phone", "name and address"]),
});
export type Duplicate = z.infer<typeof duplicateSchema>;
/** 409 on create: the likely duplicates; send again with confirmDuplicate: true to save anyway. */
export interface DuplicateConflict {
  message: string;
  duplicates: Duplicate[];
}

export const adminCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  nameEs: z.string().nullable(),
  slug: z.string(),
  professionals: z.number(),
  businesses: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
