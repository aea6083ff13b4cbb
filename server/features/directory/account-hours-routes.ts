import { eq, sql } from "drizzle-orm";
import express, { type Router } from "express";
import { normalizeHours, type OpeningHours } from "../../../shared/hours";
import { hoursBodySchema } from "../../../shared/hours-schema";
import { recordAudit } from "../../audit/record-audit";
import { listingTable } from "../../db/listing-tables";
import { HttpError } from "../../lib/http-error";
import type { AccountDeps } from "../../account/deps";
import { currentListing, ownerAuditActor, requireAccount, requireListingOwner } from "../../account/owner";

/**
 * An owner's opening hours (issue 16, item 5): GET /listings/:kind/:id/hours answers `{ hours }`
 * (null when the listing has not said), PUT replaces them (`{ hours }`, null removes them). A
 * change is audited in the same transaction as `<kind>.hours_update` (staff can revert it), and
 * the row's update moves the directory's version, so public pages and the API show it at once.
 */
export function hoursRouter({ db, now }: AccountDeps): Router {
  const router = express.Router();

  router.get("/listings/:kind/:id/hours", requireAccount, requireListingOwner(db), async (_req, res) => {
    const { kind, id } = currentListing(res);
    const table = listingTable(kind);
    const [row] = await db.select({ hours: table.hours }).from(table).where(eq(table.id, id));
    if (!row) throw new HttpError(404, "Listing not found.");
    res.json({ hours: row.hours ?? null });
  });

  router.put("/listings/:kind/:id/hours", requireAccount, requireListingOwner(db), async (req, res) => {
    const { kind, id } = currentListing(res);
    const body = hoursBodySchema.parse(req.body);
    const hours: OpeningHours | null = body.hours && normalizeHours(body.hours);
    const actor = ownerAuditActor(req, res);
    const table = listingTable(kind);
    const saved = await db.transaction(async (tx) => {
      // Locked, so the audit entry's "before" is what this change replaced.
      const [row] = await tx.select({ hours: table.hours }).from(table).where(eq(table.id, id)).for("update");
      if (!row) throw new HttpError(404, "Listing not found.");
      const before = row.hours ?? null;
      if (JSON.stringify(before && normalizeHours(before)) === JSON.stringify(hours)) return hours;
      await tx
        .update(table)
        .set({ hours, ownerUpdatedAt: now().toISOString(), updatedAt: sql`now()` })
        .where(eq(table.id, id));
      await recordAudit(tx, actor, { action: `${kind}.hours_update`, entityType: kind, entityId: id, before: { hours: before }, after: { hours } });
      return hours;
    });
    res.json({ hours: saved });
  });

  return router;
}
