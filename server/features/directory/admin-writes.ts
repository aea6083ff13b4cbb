import { and, eq, ne, sql } from "drizzle-orm";
import type { BusinessValues, ProfessionalValues } from "@shared/admin/listings";
import { listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import { businesses, categories, professionals } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import type { ListingKind } from "./admin-queries";

/**
 * The listing writes of the back office, each inside the caller's transaction (with its audit
 * entry). `updatedAt` moves on every write; the directory's version triggers (migration 0003)
 * make the public pages show the change on their next request.
 */

/** The fields whose values differ, as { before, after } snapshots for the audit log. */
export function changedFields(current: Record<string, unknown>, next: Record<string, unknown>) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || JSON.stringify(current[key] ?? null) === JSON.stringify(value)) continue;
    before[key] = current[key] ?? null;
    after[key] = value;
  }
  return { before, after, changed: Object.keys(after).length > 0 };
}

/** A category or business that does not exist is the client's mistake (400 naming the field), not a foreign-key 500. */
export async function checkReferences(tx: Db, values: { categoryId?: number | null; businessId?: number | null }): Promise<void> {
  if (values.categoryId) {
    const found = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, values.categoryId));
    if (!found.length) throw HttpError.forField(400, "categoryId", "Category must be chosen from the list");
  }
  if (values.businessId) {
    const found = await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, values.businessId));
    if (!found.length) throw HttpError.forField(400, "businessId", "Business must be chosen from the list");
  }
}

/** An external id names one listing of its kind (the CSV import upserts by it): 409 rather than the unique index's 500. */
export async function checkExternalId(tx: Db, kind: ListingKind, externalId: string | null | undefined, selfId?: number): Promise<void> {
  if (!externalId) return;
  const t = listingTable(kind);
  const found = await tx
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.externalId, externalId), selfId === undefined ? undefined : ne(t.id, selfId)));
  if (found.length) throw HttpError.forField(409, "externalId", `Another ${kind} (id ${found[0]!.id}) already has the external id ${externalId}`);
}

export async function insertProfessional(tx: Db, values: ProfessionalValues): Promise<number> {
  const [row] = await tx.insert(professionals).values(values).returning({ id: professionals.id });
  return row!.id;
}

export async function insertBusiness(tx: Db, values: BusinessValues): Promise<number> {
  const [row] = await tx.insert(businesses).values(values).returning({ id: businesses.id });
  return row!.id;
}

export async function updateProfessional(tx: Db, id: number, values: Partial<ProfessionalValues> & { unpublishedAt?: string | null }): Promise<void> {
  await tx
    .update(professionals)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(professionals.id, id));
}

export async function updateBusiness(tx: Db, id: number, values: Partial<BusinessValues> & { unpublishedAt?: string | null }): Promise<void> {
  await tx
    .update(businesses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(businesses.id, id));
}
