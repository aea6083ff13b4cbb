import { IDEMPOTENCY_IN_PROGRESS, IDEMPOTENCY_KEY_HEADER } from "@shared/idempotency";

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

/**
 * A write (api-client.ts) with a fresh Idempotency-Key, retried with that same key when no answer
 * came (the connection failed) or the server says the first attempt still runs.
 */
export async function sendWithKey(url: string, init: RequestInit, headers: Record<string, string>): Promise<Response> {
  headers[IDEMPOTENCY_KEY_HEADER] = newIdempotencyKey();
  for (const delay of RETRY_DELAYS_MS) {
    const res = await fetch(url, { ...init, headers }).catch(() => undefined);
    if (res && !(await stillRunning(res))) return res;
    await pause(delay);
  }
  // The last attempt: its failure is the caller's.
  return fetch(url, { ...init, headers });
}
