import { and, asc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import express, { type Router } from "express";
import {
  approvalFields,
  ownerBusinessFields,
  ownerBusinessPatchSchema,
  ownerProfessionalFields,
  ownerProfessionalPatchSchema,
  type OwnerListingDetails,
} from "@shared/account/details";
import { ownerAuditActor, currentListing, requireAccount, requireListingOwner } from "../../account/owner";
import type { AccountDeps } from "../../account/deps";
import { recordAudit } from "../../audit/record-audit";
import { listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import type { professionals } from "../../db/schema";
import { pendingChanges, type ListingKind } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { changedFields, checkReferences } from "./admin-writes";

export const ownerFieldsOf = (kind: ListingKind): readonly string[] => (kind === "professional" ? ownerProfessionalFields : ownerBusinessFields);

/** The listing row (locked when inside a write), or 404. */
async function loadRow(db: Db, kind: ListingKind, id: number, lock = false): Promise<Record<string, unknown>> {
  const table = listingTable(kind) as unknown as Record<string, AnyPgColumn> & typeof professionals;
  // Explicit columns: what the owner edits, the two that wait for approval, and the freshness date.
  const columns = Object.fromEntries([...ownerFieldsOf(kind), ...approvalFields, "ownerUpdatedAt"].map((f) => [f, table[f]!]));
  const query = db.select(columns).from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new HttpError(404, "Listing not found.");
  return row as Record<string, unknown>;
}

async function details(db: Db, kind: ListingKind, id: number): Promise<OwnerListingDetails> {
  const row = await loadRow(db, kind, id);
  const pending = await db
    .select()
    .from(pendingChanges)
    .where(and(eq(pendingChanges.listingKind, kind), eq(pendingChanges.listingId, id), eq(pendingChanges.status, "pending")))
    .orderBy(asc(pendingChanges.id));
  const ownerUpdatedAt = row.ownerUpdatedAt as string | Date | null;
  return {
    kind,
    id,
    name: row.name as string,
    categoryId: (row.categoryId as number | null) ?? null,
    values: Object.fromEntries(ownerFieldsOf(kind).map((f) => [f, (row[f] as string | string[] | null) ?? null])),
    pending: pending.map((p) => ({ id: p.id, field: p.field, value: p.value, createdAt: new Date(p.createdAt).toISOString() })),
    ownerUpdatedAt: ownerUpdatedAt ? new Date(ownerUpdatedAt).toISOString() : null,
  };
}

/**
 * An owner's edit of their listing (issue 16, item 3): GET /listings/:kind/:id answers the
 * editable values and the name/category changes waiting for staff; PATCH changes only the fields
 * sent. Contact details, bio and lists go live at once (the row's update moves the directory's
 * version: public page, head, JSON-LD and search), audited as `<kind>.owner_update` in the same
 * transaction (staff revert it from the audit log). A new name or category is stored in
 * pending_changes (replacing an older wish for the same field) for staff to approve in /admin.
 */
export function ownerDetailsRouter({ db, now }: AccountDeps): Router {
  const router = express.Router();

  router.get("/listings/:kind/:id", requireAccount, requireListingOwner(db), async (_req, res) => {
    const { kind, id } = currentListing(res);
    res.json(await details(db, kind, id));
  });

  router.patch("/listings/:kind/:id", requireAccount, requireListingOwner(db), async (req, res) => {
    const { kind, id } = currentListing(res);
    const values: Record<string, unknown> = (kind === "professional" ? ownerProfessionalPatchSchema : ownerBusinessPatchSchema).parse(req.body ?? {});
    const actor = ownerAuditActor(req, res);
    const table = listingTable(kind);
    await db.transaction(async (tx) => {
      const current = await loadRow(tx, kind, id, true);
      const direct = Object.fromEntries(Object.entries(values).filter(([k]) => !(approvalFields as readonly string[]).includes(k)));
      const { before, after, changed } = changedFields(current, direct);
      if (changed) {
        await tx
          .update(table)
          .set({ ...after, ownerUpdatedAt: now().toISOString(), updatedAt: sql`now()` })
          .where(eq(table.id, id));
        await recordAudit(tx, actor, { action: `${kind}.owner_update`, entityType: kind, entityId: id, before, after });
      }
      for (const field of approvalFields) {
        const value = values[field];
        if (value === undefined) continue;
        if (field === "name" && value === null) throw new HttpError(400, "name: Name is required");
        if (field === "categoryId") await checkReferences(tx, { categoryId: value as number | null });
        // An older wish for the same field is replaced by this one; asking for today's value withdraws it.
        const withdrawn = await tx
          .update(pendingChanges)
          .set({ status: "rejected", decidedBy: actor.actorEmail, decidedAt: now() })
          .where(
            and(eq(pendingChanges.listingKind, kind), eq(pendingChanges.listingId, id), eq(pendingChanges.field, field), eq(pendingChanges.status, "pending")),
          )
          .returning({ id: pendingChanges.id, value: pendingChanges.value });
        const same = JSON.stringify(current[field] ?? null) === JSON.stringify(value);
        if (same && !withdrawn.length) continue;
        const [inserted] = same
          ? [undefined]
          : await tx
              .insert(pendingChanges)
              .values({ listingKind: kind, listingId: id, field, value, requestedBy: actor.actorEmail })
              .returning({ id: pendingChanges.id });
        await recordAudit(tx, actor, {
          action: `${kind}.owner_change_request`,
          entityType: "pending_change",
          entityId: inserted?.id ?? withdrawn[0]!.id,
          before: withdrawn.length ? { listing: `${kind}:${id}`, field, value: withdrawn[0]!.value } : null,
          after: same ? null : { listing: `${kind}:${id}`, field, value },
        });
      }
    });
    res.json(await details(db, kind, id));
  });

  return router;
}
