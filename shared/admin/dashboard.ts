import { z } from "zod";

/** GET /api/admin/dashboard takes no query words. */
export const dashboardQuerySchema = z.strictObject({});

/** Days after which a published listing neither its owner nor staff touched counts as unchecked. */
export const UNCHECKED_AFTER_DAYS = 90;
/** How far back a failed payment still needs a look, and how far ahead a Gold renewal is "this week". */
export const DASHBOARD_WEEK_DAYS = 7;

const count = z.number().int().min(0);

/**
 * What needs doing today in the back office, each a count the server computes in SQL. The
 * payment counts are for admins only (null for editors, whose role does not open Payments).
 */
export const dashboardSchema = z.object({
  /** Inbox messages still "new" (contact, advertising, news), reports and claims aside. */
  newMessages: count,
  /** "Report a change" messages still "new". */
  changeReports: count,
  /** Claim requests waiting for a decision. */
  claimsWaiting: count,
  /** Owners' changes of a name or category waiting for approval. */
  ownerChangesWaiting: count,
  /** Published listings whose newest owner update or staff check (else creation) is older than UNCHECKED_AFTER_DAYS. */
  uncheckedListings: count,
  /** Payments that failed in the last DASHBOARD_WEEK_DAYS days. */
  failedPayments: count.nullable(),
  /** Gold subscriptions that renew (active, not cancelling) within DASHBOARD_WEEK_DAYS days. */
  goldRenewalsThisWeek: count.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
