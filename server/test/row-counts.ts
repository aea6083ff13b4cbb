import { count, desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { businesses, categories, emailOutbox, inquiries, paymentLedger, payments, professionals, stripeEvents } from "../db/schema";

/** Every table a request could change, except rate_limits (which counts requests on purpose). */
const TABLES = { inquiries, payments, paymentLedger, professionals, businesses, categories, stripeEvents, emailOutbox };
export type RowCounts = Record<keyof typeof TABLES, number>;

export async function rowCounts(db: Db): Promise<RowCounts> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries) as RowCounts;
}

/** The tables whose count changed, with the change: {} when nothing did. */
export function changes(before: RowCounts, after: RowCounts): Partial<RowCounts> {
  const diff: Partial<RowCounts> = {};
  for (const key of Object.keys(before) as (keyof RowCounts)[]) if (after[key] !== before[key]) diff[key] = after[key] - before[key];
  return diff;
}

export async function newestInquiry(db: Db) {
  const [row] = await db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
  return row;
}
