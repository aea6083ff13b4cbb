import { ClientWindows } from "../../lib/client-windows";
import { HttpError } from "../../lib/http-error";

export interface MemoryLimitOptions {
  /** Requests per client per window (default 120 a minute: a person reading listings sends a few). */
  limit?: number;
  windowMs?: number;
  /** Clients remembered at once; past it the expired windows go, then the oldest (lib/client-windows.ts). */
  maxClients?: number;
}

/**
 * A fixed-window counter per client kept in this process's memory, for the statistics beacon.
 * The shared POST limit (middleware/rate-limit.ts) writes a row per request to PostgreSQL: one
 * write per counted click would cost more than the batching saves, and a beacon's worst abuse is
 * an inflated counter, not a stored message. So each process limits on its own: with N
 * processes a client gets N times the limit, which still bounds what one address can add.
 */
export function memoryLimit({ limit = 120, windowMs = 60_000, maxClients = 50_000 }: MemoryLimitOptions = {}) {
  const windows = new ClientWindows<{ count: number }>(windowMs, maxClients);
  return (client: string, now = Date.now()): void => {
    const window = windows.current(client, () => ({ count: 0 }), now);
    window.count += 1;
    if (window.count > limit) throw new HttpError(429, "Too many statistics events from your connection.");
  };
}
