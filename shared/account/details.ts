import type { z } from "zod";
import { businessInputSchema, professionalInputSchema } from "../admin/listings";
import type { ListingKind } from "../listing-kind";

/**
 * An owner's edit of their listing (issue 16, item 3): the same field rules as the back office's
 * editor (shared/admin/listings.ts), limited to what an owner may change. `name` and `categoryId`
 * are accepted but not applied: they go to staff as pending changes. Unknown fields are refused.
 */
export const ownerProfessionalFields = [
  "phone",
  "email",
  "website",
  "address",
  "bio",
  "title",
  "specialties",
  "education",
  "awards",
  "socialMedia",
  // Issue 29: the Spanish texts and the languages spoken go live at once, as their English twins do.
  "bioEs",
  "titleEs",
  "specialtiesEs",
  "languages",
  // Issue 31: whether visitors may request an appointment.
  "acceptsAppointments",
] as const;
export const ownerBusinessFields = [
  "phone",
  "email",
  "website",
  "address",
  "description",
  "services",
  "socialMedia",
  "zipCode",
  "descriptionEs",
  "servicesEs",
  "languages",
  "acceptsAppointments",
] as const;
/** The fields staff approve before they go live. */
export const approvalFields = ["name", "categoryId"] as const;
export type ApprovalField = (typeof approvalFields)[number];

const pick = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, true])) as { [P in K]: true };

export const ownerProfessionalPatchSchema = professionalInputSchema
  .pick({ ...pick(ownerProfessionalFields), ...pick(approvalFields) })
  .partial()
  .strict();
export const ownerBusinessPatchSchema = businessInputSchema
  .pick({ ...pick(ownerBusinessFields), ...pick(approvalFields) })
  .partial()
  .strict();
export type OwnerProfessionalPatch = z.input<typeof ownerProfessionalPatchSchema>;
export type OwnerBusinessPatch = z.input<typeof ownerBusinessPatchSchema>;

/** A name or category change waiting for staff, as the owner sees it. */
export interface OwnerPendingChange {
  id: number;
  field: ApprovalField;
  value: unknown;
  createdAt: string;
}

/** GET/PATCH /api/account/listings/:kind/:id: the editable values, the live name and category, and what waits for approval. */
export interface OwnerListingDetails {
  kind: ListingKind;
  id: number;
  name: string;
  categoryId: number | null;
  values: Record<string, string | string[] | boolean | null>;
  pending: OwnerPendingChange[];
  ownerUpdatedAt: string | null;
}

/** One pending change in /admin, with the listing's current value beside the requested one. */
export interface AdminPendingChange {
  id: number;
  kind: ListingKind;
  listingId: number;
  listingName: string;
  field: ApprovalField;
  current: unknown;
  value: unknown;
  requestedBy: string;
  status: "pending" | "approved" | "rejected";
  createdAt: string;
}
