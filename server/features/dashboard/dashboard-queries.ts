import { sql } from "drizzle-orm";
import { DASHBOARD_WEEK_DAYS, UNCHECKED_AFTER_DAYS } from "@shared/admin/dashboard";
import type { Db } from "../../db/client";
import { businesses, professionals } from "../../db/schema";

const DAY_MS = 86_400_000;

export interface DashboardCounts {
  newMessages: number;
  changeReports: number;
  claimsWaiting: number;
  ownerChangesWaiting: number;
  uncheckedListings: number;
  failedPayments: number;
  goldRenewalsThisWeek: number;
}

/** Published listings of one table that neither owner nor staff touched since `before` (greatest() skips nulls; never touched: since creation). */
const unchecked = (table: typeof professionals | typeof businesses, before: string) => sql`(
  select count(*) from ${table}
  where ${table.unpublishedAt} is null
    and coalesce(greatest(${table.ownerUpdatedAt}, ${table.staffCheckedAt}), ${table.createdAt}) < ${before}::timestamptz)`;

/** The dashboard's counts in one statement of scalar subqueries, on both engines. */
export async function dashboardCounts(db: Db, now: Date): Promise<DashboardCounts> {
  const shift = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const uncheckedBefore = shift(-UNCHECKED_AFTER_DAYS);
  const { rows } = (await db.execute(sql`
    select
      (select count(*) from inquiries where status = 'new' and kind <> 'report')::int as "newMessages",
      (select count(*) from inquiries
        where status = 'new' and kind = 'report' and coalesce(fields->>'type', '') <> 'claim')::int as "changeReports",
      (select count(*) from claim_requests where status = 'pending')::int as "claimsWaiting",
      (select count(*) from pending_changes where status = 'pending')::int as "ownerChangesWaiting",
      (${unchecked(professionals, uncheckedBefore)} + ${unchecked(businesses, uncheckedBefore)})::int as "uncheckedListings",
      (select count(*) from payments where status = 'failed' and updated_at >= ${shift(-DASHBOARD_WEEK_DAYS)}::timestamptz)::int as "failedPayments",
      (select count(*) from gold_subscriptions
        where status = 'active' and not cancel_at_period_end
          and current_period_end >= ${now.toISOString()}::timestamptz
          and current_period_end < ${shift(DASHBOARD_WEEK_DAYS)}::timestamptz)::int as "goldRenewalsThisWeek"
  `)) as unknown as { rows: DashboardCounts[] };
  return rows[0]!;
}
