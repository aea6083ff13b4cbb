import { IDEMPOTENCY_IN_PROGRESS } from "@shared/idempotency";

/**
 * A fresh key for one submission a person makes (shared/idempotency.ts). crypto.randomUUID
 * exists only on secure pages (https, localhost); getRandomValues exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Waits before each automatic retry of one submission: the same key, so the server stores it at most once. */
export const RETRY_DELAYS_MS = [500, 1500] as const;

/** A 409 saying the first attempt with this key has not answered yet: retry later with the same key. */
export const stillRunning = async (res: Response) => res.status === 409 && (await res.clone().text()).includes(IDEMPOTENCY_IN_PROGRESS);

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
