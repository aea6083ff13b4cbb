import type { Logger } from "./logger";

/** Jobs waiting at most; past it a new job is dropped (and logged): a flood must not grow memory without end. */
const MAX_WAITING = 1_000;

/**
 * Work to do after a request was answered, one job at a time, in order: its failure is logged
 * (nobody is waiting for it). What a job writes is lost if the process stops before it runs,
 * so use it only for work the person can simply ask for again (a sign-in link).
 */
export function serialQueue(logger: Logger, what: string): (job: () => Promise<void>) => void {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  return (job) => {
    if (waiting >= MAX_WAITING) return logger.warn({ what }, "queue full: job dropped");
    waiting += 1;
    tail = tail
      .then(job)
      .catch((err: unknown) => logger.error({ err, what }, "queued job failed"))
      .finally(() => {
        waiting -= 1;
      });
  };
}
