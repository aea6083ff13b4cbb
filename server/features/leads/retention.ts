import { lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inJobLock } from "../../db/job-locks";
import { leads } from "../../db/lead-schema";

/** How long a lead (its visitor's name, email, phone and words) is kept. */
export const LEAD_RETENTION_MONTHS = 24;

/** The instant 24 calendar months before `now`. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LEAD_RETENTION_MONTHS);
  return cutoff;
}

/**
 * Deletes the leads older than 24 months (issue 31), in the job's advisory lock so one process
 * acts per run (server/index.ts runs it every 6 hours in each process). It mails nothing, but
 * startPeriodicJob logs a run by its `mails`, so the count of deleted rows stands in there.
 */
export async function runLeadRetention(db: Db, now: Date): Promise<{ deleted: number; mails: number; skipped: boolean }> {
  const deleted = await inJobLock(
    db,
    "leadRetention",
    async (tx) =>
      (
        await tx
          .delete(leads)
          .where(lt(leads.createdAt, retentionCutoff(now).toISOString()))
          .returning({ id: leads.id })
      ).length,
  );
  return { deleted: deleted ?? 0, mails: deleted ?? 0, skipped: deleted === undefined };
}
