export type JobLog = (fields: Record<string, unknown>, message: string) => void;

export interface PeriodicJobOptions<R extends { mails: number }> {
  /** One run at `now`; the background jobs decide inside whether this process acts (inJobLock). */
  run: (now: Date) => Promise<R>;
  /** The first run, this long after start (staggered per job, so processes start quietly). */
  firstDelayMs: number;
  intervalMs: number;
  /** The log line of a run that queued mail (run.mails > 0); `onMailQueued` then wakes the outbox worker. */
  queued: (run: R) => [fields: Record<string, unknown>, message: string];
  /** The log line of a failed run, which is retried at the next tick. */
  failed: string;
  onMailQueued?: (() => void) | undefined;
  log: JobLog;
}

/**
 * Runs a job every `intervalMs` (and once `firstDelayMs` after start) until stopped. A tick
 * while a run is still going is skipped; a failed run is logged and retried next time. The
 * timers do not keep the process alive; `stop` waits for a run in progress.
 */
export function startPeriodicJob<R extends { mails: number }>(options: PeriodicJobOptions<R>): { stop: () => Promise<void> } {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = options
      .run(new Date())
      .then((run) => {
        if (run.mails > 0) {
          options.log(...options.queued(run));
          options.onMailQueued?.();
        }
      })
      .catch((err: unknown) => options.log({ err: err instanceof Error ? err.message : String(err) }, options.failed))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(tick, options.firstDelayMs);
  const timer = setInterval(tick, options.intervalMs);
  first.unref();
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
