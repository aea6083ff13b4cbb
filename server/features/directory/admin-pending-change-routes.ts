import { and, desc, eq, inArray, sql } from "drizzle-orm";
import express, { type Router } from "express";
import { z } from "zod";
import type { AdminPendingChange } from "@shared/account/details";
import { auditActor, recordAudit } from "../../audit/record-audit";
import { requireRole } from "../../auth/staff";
import { listingKey, listingTable } from "../../db/listing-tables";
import type { Db } from "../../db/client";
import { listingKinds, pendingChanges, type ListingKind } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { checkReferences } from "./admin-writes";

const idParams = z.strictObject({
  id: z.coerce
    .number({ error: "id must be a positive integer" })
    .int("id must be a positive integer")
    .min(1, "id must be a positive integer")
    .max(2_147_483_647, "id must be a positive integer"),
});
const listQuery = z.strictObject({
  status: z.enum(["pending", "approved", "rejected", "all"], { error: "status must be pending, approved, rejected or all" }).optional(),
});
const decisionBody = z.strictObject({}).optional();

/** The listings' current name and category, by "kind:id". */
async function listingsOf(db: Db, rows: { listingKind: ListingKind; listingId: number }[]) {
  const found = new Map<string, { name: string; categoryId: number | null }>();
  for (const kind of listingKinds) {
    const ids = [...new Set(rows.filter((r) => r.listingKind === kind).map((r) => r.listingId))];
    if (!ids.length) continue;
    const t = listingTable(kind);
    const listed = await db.select({ id: t.id, name: t.name, categoryId: t.categoryId }).from(t).where(inArray(t.id, ids));
    for (const l of listed) found.set(listingKey(kind, l.id), { name: l.name, categoryId: l.categoryId });
  }
  return found;
}

/**
 * /api/admin/pending-changes: a listing's new name or category asked by its owner (issue 16,
 * item 3). Approving applies it in one transaction with an audit entry of the listing
 * (`<kind>.update`, revertible like any staff edit); rejecting leaves the listing. Both are audited.
 */
export function adminPendingChangesRouter(db: Db): Router {
  const router = express.Router();

  router.get("/pending-changes", requireRole("editor"), async (req, res) => {
    const { status = "pending" } = listQuery.parse(req.query);
    const rows = await db
      .select()
      .from(pendingChanges)
      .where(status === "all" ? undefined : eq(pendingChanges.status, status))
      .orderBy(desc(pendingChanges.createdAt), desc(pendingChanges.id))
      .limit(200);
    const listings = await listingsOf(db, rows);
    const answer: AdminPendingChange[] = rows.map((r) => {
      const listing = listings.get(listingKey(r.listingKind, r.listingId));
      return {
        id: r.id,
        kind: r.listingKind,
        listingId: r.listingId,
        listingName: listing?.name ?? `(${r.listingKind} #${r.listingId})`,
        field: r.field,
        current: listing ? listing[r.field] : null,
        value: r.value,
        requestedBy: r.requestedBy,
        status: r.status,
        createdAt: new Date(r.createdAt).toISOString(),
      };
    });
    res.json(answer);
  });

  for (const verb of ["approve", "reject"] as const) {
    router.post(`/pending-changes/:id/${verb}`, requireRole("editor"), async (req, res) => {
      const { id } = idParams.parse(req.params);
      decisionBody.parse(req.body);
      const actor = auditActor(req, res);
      await db.transaction(async (tx) => {
        const [change] = await tx.select().from(pendingChanges).where(eq(pendingChanges.id, id)).for("update");
        if (!change) throw new HttpError(404, `No pending change with id ${id}`);
        if (change.status !== "pending") throw new HttpError(409, `This change was already ${change.status}.`);
        const kind = change.listingKind;
        const table = listingTable(kind);
        const [listing] = await tx.select({ name: table.name, categoryId: table.categoryId }).from(table).where(eq(table.id, change.listingId)).for("update");
        if (verb === "approve") {
          if (!listing) throw new HttpError(409, "The listing no longer exists.");
          if (change.field === "categoryId") await checkReferences(tx, { categoryId: change.value as number | null });
          await tx
            .update(table)
            .set({ [change.field]: change.value, updatedAt: sql`now()` })
            .where(eq(table.id, change.listingId));
          await recordAudit(tx, actor, {
            action: `${kind}.update`,
            entityType: kind,
            entityId: change.listingId,
            before: { [change.field]: listing[change.field] ?? null },
            after: { [change.field]: change.value },
          });
        }
        await tx
          .update(pendingChanges)
          .set({ status: verb === "approve" ? "approved" : "rejected", decidedBy: actor.actorEmail, decidedAt: sql`now()` })
          .where(and(eq(pendingChanges.id, id), eq(pendingChanges.status, "pending")));
        await recordAudit(tx, actor, {
          action: `pending_change.${verb}`,
          entityType: "pending_change",
          entityId: id,
          before: { status: "pending" },
          after: { status: verb === "approve" ? "approved" : "rejected", listing: `${kind}:${change.listingId}`, field: change.field, value: change.value },
        });
      });
      const [row] = await db.select().from(pendingChanges).where(eq(pendingChanges.id, id));
      res.json({ id, status: row!.status });
    });
  }

  return router;
}
