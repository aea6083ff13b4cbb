import { tableApplier } from "../../audit/revert-applier";
import { reviews } from "../../db/review-schema";

/** What the audit log's revert puts back on a review: staff's decision (its status and reason). */
export const reviewApplier = tableApplier({
  entityType: "review",
  role: "editor",
  table: reviews,
  id: reviews.id,
  touch: reviews.updatedAt,
  fields: ["status", "reason"],
});
