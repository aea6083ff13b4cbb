import { sql } from "drizzle-orm";
import { isEmbedded, type Db } from "./client";

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
  /** A CSV import, its dry run or its revert: one at a time across every process (issue 26). */
  csvImport: 260_006,
  /** Deleting leads older than 24 months (issue 31). */
  leadRetention: 310_031,
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

/** Jobs of this process that hold their lock through holdJobLock (PGlite: the only process on its folder). */
const heldHere = new Set<JobName>();

/**
 * `work` while this process holds the job's lock, for work that commits in many transactions of
 * its own (an import's batches): the lock is taken in a transaction of its own on one pooled
 * connection that stays open, idle, until `work` ends, so a process killed mid-way (or a lost
 * connection) releases it. `onBusy` after `waitMs` of trying: another process, or this one, holds it.
 * On PGlite, whose one session would take the lock again, the folder already belongs to one
 * process, and a set of this process's held jobs is the lock.
 */
export async function holdJobLock<T>(db: Db, job: JobName, work: () => Promise<T>, onBusy: () => never, waitMs = 0): Promise<T> {
  for (let waited = 0; heldHere.has(job); waited += 100) {
    if (waited >= waitMs) onBusy();
    await new Promise((r) => setTimeout(r, 100));
  }
  const run = async () => {
    heldHere.add(job);
    try {
      return await work();
    } finally {
      heldHere.delete(job);
    }
  };
  if (isEmbedded(db)) return run();
  // Work's own promise, kept apart from the lock's transaction: when the database goes away mid-work
  // it takes the lock's connection too, and the failed COMMIT must not replace work's own outcome
  // (an import's "interrupted" answer, or its success) with a "try again".
  let working: Promise<T> | undefined;
  try {
    await db.transaction(async (tx) => {
      for (let waited = 0; ; waited += 100) {
        const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${JOB_LOCK_KEYS[job]}) as locked`)) as { rows: { locked: boolean }[] };
        if (rows[0]?.locked) break;
        if (waited >= waitMs) onBusy();
        await new Promise((r) => setTimeout(r, 100));
      }
      working = run();
      // The lock is held until work settles either way; its outcome is answered below, not here.
      await working.catch(() => undefined);
    });
  } catch (err) {
    // The lock was never taken (busy, or no database): nothing ran.
    if (!working) throw err;
    // Lost after work ended: the lock went with its connection.
  }
  if (!working) throw new Error("unreachable: the lock's transaction ended without running work");
  return working;
}

/** Whether some process (this one included) holds the job's lock now: a run recorded as started but held by nobody was interrupted. */
export async function jobLockHeld(db: Db, job: JobName): Promise<boolean> {
  if (heldHere.has(job) || isEmbedded(db)) return heldHere.has(job);
  const { rows } = (await db.execute(
    sql`select exists (select 1 from pg_locks where locktype = 'advisory' and granted and classid = 0 and objid = ${JOB_LOCK_KEYS[job]}
          and database = (select oid from pg_database where datname = current_database())) as held`,
  )) as { rows: { held: boolean }[] };
  return rows[0]?.held ?? false;
}
