import { eq } from "drizzle-orm";
import { tableApplier, type RevertApplier } from "../../audit/revert-applier";
import { reviews } from "../../db/review-schema";

const base = tableApplier({ entityType: "review", role: "editor", table: reviews, id: reviews.id, fields: ["status", "reason"] });

/**
 * What the audit log's revert puts back on a review: staff's decision (its status and reason).
 * updated_at is touched here: tableApplier's `touch` writes an ISO string, for the directory's
 * string-mode timestamps, and this table's are Date-mode.
 */
export const reviewApplier: RevertApplier = {
  ...base,
  async write(tx, entityId, values, now) {
    await base.write(tx, entityId, values, now);
    if (/^\d{1,10}$/.test(entityId))
      await tx
        .update(reviews)
        .set({ updatedAt: now })
        .where(eq(reviews.id, Number(entityId)));
  },
};
