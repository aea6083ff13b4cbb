import { z } from "zod";
import { openingHoursSchema } from "../../shared/hours-schema";
import { insertShape } from "./insert-schema";
import { businesses, categories, professionals } from "./schema";
// Imported, not read from a path: tsx, vitest and a bundler resolve them next to this module,
// and tsc copies imported JSON into its outDir, so a compiled server finds them as well.
import businessesFile from "./sample-data/businesses.json" with { type: "json" };
import categoriesFile from "./sample-data/categories.json" with { type: "json" };
import professionalsFile from "./sample-data/professionals.json" with { type: "json" };

/**
 * The fictional sample listings of server/db/sample-data/*.json, checked against the tables.
 *
 * Every business, person, address, phone number, email address and website in those files is
 * invented for demonstration: phone numbers use the reserved 210-555-01xx range, email addresses
 * example.com, websites https://www.example.com/. Any resemblance to real businesses or people
 * is coincidental.
 *
 * Rows refer to each other by handles that are in the data, not by ids, which the database
 * assigns: a business by its `key`, a category by its `slug`. Each listing's `key` is also its
 * stable handle outside the data (magazine articles name the listings they feature by it); the
 * seed stores it as `external_id` "sample:<key>" (sampleExternalId).
 */
const handle = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/**
 * Bookkeeping the database fills in; sample listings are published, have no external id and no
 * owner or staff check yet, and take no appointment requests until an owner or staff says so
 * (issue 31). Their hours (jsonb) are checked by the hours contract (shared/hours.ts).
 */
// The reviews' count and star sum (issue 30) are the database's own (migration 0033's triggers), never a file's.
const backOffice = [
  "createdAt",
  "updatedAt",
  "externalId",
  "unpublishedAt",
  "hours",
  "ownerUpdatedAt",
  "staffCheckedAt",
  "freshnessRemindedAt",
  "reviewCount",
  "reviewStarSum",
  "acceptsAppointments",
] as const;
const hours = { hours: openingHoursSchema.nullable() };

const categoryRow = z.strictObject({ ...insertShape(categories, ["id"]), slug: handle });
const businessRow = z.strictObject({ key: handle, category: handle, ...insertShape(businesses, ["id", "categoryId", ...backOffice]), ...hours });
// No sample member is Gold: gold_until is set by a payment, never by the data.
const professionalRow = z.strictObject({
  key: handle,
  business: handle.nullable(),
  category: handle,
  ...insertShape(professionals, ["id", "businessId", "categoryId", "goldUntil", ...backOffice]),
  ...hours,
});

export type SampleCategory = z.output<typeof categoryRow>;
export type SampleBusiness = z.output<typeof businessRow>;
export type SampleProfessional = z.output<typeof professionalRow>;
export interface SampleData {
  categories: SampleCategory[];
  businesses: SampleBusiness[];
  professionals: SampleProfessional[];
}

/** Thrown with every problem of every file, one per line: `file[index].field: what is wrong`. */
export class SampleDataError extends Error {
  override name = "SampleDataError";
}

const at = (file: string, path: PropertyKey[]) => file + path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");

function parseFile<T>(file: string, row: z.ZodType<T>, raw: unknown, problems: string[]): T[] {
  const result = z.array(row).safeParse(raw);
  if (result.success) return result.data;
  problems.push(...result.error.issues.map((issue) => `${at(file, issue.path)}: ${issue.message}`));
  return [];
}

/** Reports a handle used twice in one file, or a reference to one that is not there. */
function checkHandles(problems: string[], file: string, field: string, values: string[]) {
  const seen = new Set<string>();
  values.forEach((value, i) => {
    if (seen.has(value)) problems.push(`${at(file, [i, field])}: "${value}" is used by an earlier row`);
    seen.add(value);
  });
  return seen;
}
function checkReferences(problems: string[], file: string, field: string, values: (string | null)[], target: string, known: Set<string>) {
  values.forEach((value, i) => {
    if (value !== null && !known.has(value)) problems.push(`${at(file, [i, field])}: no row of ${target} has "${value}"`);
  });
}

/** Validates the three files' contents; throws a SampleDataError listing every problem. */
export function parseSampleData(raw: { categories: unknown; businesses: unknown; professionals: unknown }): SampleData {
  const problems: string[] = [];
  const data: SampleData = {
    categories: parseFile("categories.json", categoryRow, raw.categories, problems),
    businesses: parseFile("businesses.json", businessRow, raw.businesses, problems),
    professionals: parseFile("professionals.json", professionalRow, raw.professionals, problems),
  };
  if (problems.length === 0) {
    const slugs = checkHandles(
      problems,
      "categories.json",
      "slug",
      data.categories.map((c) => c.slug),
    );
    checkHandles(
      problems,
      "categories.json",
      "name",
      data.categories.map((c) => c.name),
    );
    const keys = checkHandles(
      problems,
      "businesses.json",
      "key",
      data.businesses.map((b) => b.key),
    );
    checkHandles(
      problems,
      "professionals.json",
      "key",
      data.professionals.map((p) => p.key),
    );
    checkReferences(
      problems,
      "businesses.json",
      "category",
      data.businesses.map((b) => b.category),
      "categories.json (slug)",
      slugs,
    );
    checkReferences(
      problems,
      "professionals.json",
      "category",
      data.professionals.map((p) => p.category),
      "categories.json (slug)",
      slugs,
    );
    checkReferences(
      problems,
      "professionals.json",
      "business",
      data.professionals.map((p) => p.business),
      "businesses.json (key)",
      keys,
    );
  }
  if (problems.length > 0) throw new SampleDataError(`Invalid sample data in server/db/sample-data:\n${problems.join("\n")}`);
  return data;
}

/** The external_id the seed gives a sample listing: its key, marked as sample data (a CSV import's ids never start so). */
export const sampleExternalId = (key: string) => `sample:${key}`;

let loaded: SampleData | undefined;
/** The checked sample data; checked once, when first asked for (so a server that never seeds never pays). */
export function loadSampleData(): SampleData {
  loaded ??= parseSampleData({ categories: categoriesFile, businesses: businessesFile, professionals: professionalsFile });
  return loaded;
}
