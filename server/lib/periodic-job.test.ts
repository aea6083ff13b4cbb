import { startPeriodicJob, type PeriodicJobOptions } from "./periodic-job";

interface Run {
  mails: number;
}

describe("startPeriodicJob", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const options = (run: PeriodicJobOptions<Run>["run"], log = vi.fn(), onMailQueued = vi.fn()): PeriodicJobOptions<Run> => ({
    run,
    firstDelayMs: 1000,
    intervalMs: 10_000,
    queued: (r) => [{ mails: r.mails }, "queued"],
    failed: "run failed",
    onMailQueued,
    log,
  });

  it("runs first after its delay, then every interval, and wakes the outbox only when mail was queued", async () => {
    const mails = [0, 2];
    const run = vi.fn(async () => ({ mails: mails.shift() ?? 0 }));
    const log = vi.fn();
    const onMailQueued = vi.fn();
    const job = startPeriodicJob(options(run, log, onMailQueued));
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(onMailQueued).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(9000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith({ mails: 2 }, "queued");
    expect(onMailQueued).toHaveBeenCalledTimes(1);
    await job.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("skips a tick while a run is still going, and stop waits for that run", async () => {
    let finish = () => {};
    const run = vi.fn(() => new Promise<Run>((resolve) => (finish = () => resolve({ mails: 0 }))));
    const job = startPeriodicJob(options(run));
    await vi.advanceTimersByTimeAsync(1000 + 3 * 10_000);
    expect(run).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it("logs a failed run and tries again at the next tick", async () => {
    const run = vi.fn().mockRejectedValueOnce(new Error("database gone")).mockResolvedValue({ mails: 0 });
    const log = vi.fn();
    const job = startPeriodicJob(options(run, log));
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith({ err: "database gone" }, "run failed");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });
});
