/**
 * Idempotency keys (issue 26): the client's api helper sends one with each submission a person
 * makes (forms and uploads) and the same one with its automatic retries; the server answers a
 * repeated key with the first answer and writes nothing (server/middleware/idempotency.ts).
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
/** The 409's `code` when the first attempt with the key has not answered yet: retry later with the same key. */
export const IDEMPOTENCY_IN_PROGRESS = "idempotency_in_progress";
