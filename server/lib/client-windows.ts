/**
 * A fixed window of state per key (a client, or a client and a search term), kept in this
 * process's memory and bounded: at most `maxEntries` keys. Past that, expired windows go first,
 * then the oldest live ones, one at a time: a flood of new keys pushes out the oldest window
 * rather than forgetting every key at once (which would reset each client's limit).
 */
export class ClientWindows<T> {
  /** Key → window. Map order is the order windows opened (a renewed window moves to the end). */
  private readonly windows = new Map<string, { resetAt: number; state: T }>();

  constructor(
    private readonly windowMs: number,
    private readonly maxEntries: number,
  ) {}

  /** The key's state in its current window; a fresh one (`open()`) when it has none or it expired. */
  current(key: string, open: () => T, now = Date.now()): T {
    const window = this.windows.get(key);
    if (window && window.resetAt > now) return window.state;
    if (window) this.windows.delete(key);
    // Windows all last windowMs, so the earliest opened is the first to expire and the oldest.
    for (const [oldest, w] of this.windows) {
      if (this.windows.size < this.maxEntries && w.resetAt > now) break;
      this.windows.delete(oldest);
    }
    const state = open();
    this.windows.set(key, { resetAt: now + this.windowMs, state });
    return state;
  }

  get size(): number {
    return this.windows.size;
  }
}
