import { tableApplier } from "../../audit/revert-applier";
import { businesses, categories, professionals } from "../../db/schema";

/**
 * What the audit log's revert may put back on the directory's rows: every field staff edit.
 * Gold (gold_until) is not among the professional's: it is the payments feature's, reverted
 * as a "gold" entry by an admin. A revert of unpublishedAt republishes (or withdraws) a listing.
 */
export const professionalApplier = tableApplier({
  entityType: "professional",
  role: "editor",
  table: professionals,
  id: professionals.id,
  touch: professionals.updatedAt,
  fields: [
    "name",
    "title",
    "company",
    "photoUrl",
    "phone",
    "email",
    "address",
    "bio",
    "businessId",
    "categoryId",
    "website",
    "education",
    "awards",
    "specialties",
    "socialMedia",
    // Issue 29: the Spanish texts and the languages spoken.
    "titleEs",
    "bioEs",
    "specialtiesEs",
    "languages",
    "externalId",
    "unpublishedAt",
    // An owner's hours (./account-hours-routes.ts).
    "hours",
  ],
});

export const businessApplier = tableApplier({
  entityType: "business",
  role: "editor",
  table: businesses,
  id: businesses.id,
  touch: businesses.updatedAt,
  fields: [
    "name",
    "description",
    "address",
    "phone",
    "website",
    "logoUrl",
    "categoryId",
    "email",
    "zipCode",
    "services",
    "socialMedia",
    "descriptionEs",
    "servicesEs",
    "languages",
    "externalId",
    "unpublishedAt",
    // An owner's hours (./account-hours-routes.ts).
    "hours",
  ],
});

export const categoryApplier = tableApplier({
  entityType: "category",
  role: "editor",
  table: categories,
  id: categories.id,
  fields: ["name", "nameEs", "slug"],
});
