/**
 * The client's one fetch path: credentials always sent, a JSON content
 * type only with a body, and any non-OK answer raised as "{status}: {body or statusText}".
 * It never shows a toast: callers decide (a mutation's result goes to a toast, a query's failure shows inline).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The `message` field of a JSON error body, when there is one. */
    readonly serverMessage?: string,
    /** Seconds to wait before trying again, from a 429's Retry-After (or better-auth's X-Retry-After). */
    readonly retryAfterSeconds?: number,
    /** A 400's `fieldErrors` (server: error-handler.ts): the messages of each field, by its path ("phone", "socialMedia.1"). */
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}
