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
