import { sql } from "drizzle-orm";
import type { Db } from "./client";

/**
 * The pg_try_advisory_xact_lock keys of the background jobs that every process runs and one acts
 * on. Each job needs a key of its own: two jobs on one key skip each other's ticks (stop 23's
 * monthly report and renewal reminder shared 170_017). job-locks.test.ts checks they differ.
 */
export const JOB_LOCK_KEYS = {
  /** The 90-day "Is your listing still correct?" mails (issue 16). */
  freshnessReminders: 160_007,
  /** Last month's statistics to every owner (issue 17). */
  monthlyReport: 170_017,
  /** Seven days before an annual Gold renewal (issue 17). */
  renewalReminders: 170_018,
} as const;

export type JobName = keyof typeof JOB_LOCK_KEYS;

/**
 * `work` in one transaction that first takes the job's transaction-scoped advisory lock, or
 * undefined at once when another process holds it (that process is doing this run). What `work`
 * writes commits together, so a crash leaves nothing half-done, and the lock goes with the
 * transaction.
 */
export function inJobLock<T>(db: Db, job: JobName, work: (tx: Db) => Promise<T>): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${JOB_LOCK_KEYS[job]}) as locked`)) as { rows: { locked: boolean }[] };
    return rows[0]?.locked ? work(tx) : undefined;
  });
}
