/**
 * "Report a change" on a listing page: what a visitor can say is wrong. No zod here, so the
 * form's chunk does not load the request schemas (shared/schema.ts checks the request).
 */
export const reportReasons = ["closed", "moved", "wrong-phone", "wrong-hours", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  closed: "Closed",
  moved: "Moved",
  "wrong-phone": "Wrong phone",
  "wrong-hours": "Wrong hours",
  other: "Other",
};

export const MAX_REPORT_NOTE = 2000;

/** The success toast's text; the server answers it as its message. */
export const REPORT_THANKS = "Thank you. Our editors will check this listing.";
