import { describe, expectTypeOf, test } from "vitest";
import type { GoldSubscriptionSummary } from "@shared/account/gold";
import type { Business, Category, Professional } from "@shared/schema";
import type { businesses, categories, goldSubscriptions, professionalSearch, professionals } from "./schema";

/**
 * The API's response shapes (shared/schema.ts, zod) and the Drizzle tables are written once
 * each; these checks fail to compile (`npm run typecheck`, a CI step; `npm run test:types` runs them as vitest tests) the moment
 * a column and its response field disagree in name, type or nullability.
 */
type Row<T extends { $inferSelect: unknown }> = T["$inferSelect"];
/** Columns the API never sends: bookkeeping, the back office's own, and the lowered text that search matches. */
type Internal =
  | "createdAt"
  | "updatedAt"
  | "externalId"
  | "unpublishedAt"
  | "searchText"
  // Issue 16's freshness dates: detail answers carry the newer one as `freshness` (derived, below).
  | "ownerUpdatedAt"
  | "staffCheckedAt"
  | "freshnessRemindedAt"
  // Issue 30: the published reviews' count and star sum; answers carry the count (optional, checked below) and the average (derived).
  | "reviewStarSum"
  | "reviewCount"
  // Issue 31: sent on detail answers only (optional there, as `claimed`), never in lists.
  | "acceptsAppointments";
/** Response fields that are not columns of the table: the category's name and the owner's main image, joined in; the freshness line, whether an owner claimed it, the distance from ?near=, the reviews' average and the response figures, derived. */
type Joined =
  "category" | "categoryEs" | "image" | "freshness" | "claimed" | "distance" | "reviewAverage" | "reviewCount" | "acceptsAppointments" | "responseFigures";

describe("table rows and response schemas agree", () => {
  test("categories", () => {
    expectTypeOf<Row<typeof categories>>().toEqualTypeOf<Category>();
  });

  test("professionals", () => {
    expectTypeOf<Omit<Row<typeof professionals>, Internal>>().toEqualTypeOf<Omit<Professional, Joined>>();
    expectTypeOf<Professional["category"]>().toEqualTypeOf<Row<typeof categories>["name"] | null>();
    expectTypeOf<Professional["categoryEs"]>().toEqualTypeOf<Row<typeof categories>["nameEs"]>();
    expectTypeOf<NonNullable<Professional["reviewCount"]>>().toEqualTypeOf<Row<typeof professionals>["reviewCount"]>();
  });

  test("businesses", () => {
    expectTypeOf<Omit<Row<typeof businesses>, Internal>>().toEqualTypeOf<Omit<Business, Joined>>();
    expectTypeOf<Business["category"]>().toEqualTypeOf<Row<typeof categories>["name"] | null>();
    expectTypeOf<Business["categoryEs"]>().toEqualTypeOf<Row<typeof categories>["nameEs"]>();
  });

  test("the search table's languages are the listing's (issue 29: the language filter reads them there)", () => {
    expectTypeOf<Row<typeof professionalSearch>["languages"]>().toEqualTypeOf<Row<typeof professionals>["languages"]>();
  });

  test("gold subscriptions (issue 17): the columns the Gold section reads as they are", () => {
    type Read = "plan" | "cancelAtPeriodEnd" | "currentPeriodEnd" | "trialEnd";
    expectTypeOf<Pick<Row<typeof goldSubscriptions>, Read>>().toEqualTypeOf<Pick<GoldSubscriptionSummary, Read>>();
  });
});
