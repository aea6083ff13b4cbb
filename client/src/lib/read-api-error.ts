import { ApiError } from "./api-error";

const isFieldErrors = (value: unknown): value is Record<string, string[]> =>
  typeof value === "object" &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === "string"));

/**
 * The ApiError of a non-OK answer (api-client.ts reads it on demand): "{status}: {body or statusText}" unless the
 * endpoint has its own text, with the JSON body's `message` and `fieldErrors` and the Retry-After.
 */
export async function apiErrorOf(res: Response, notOkMessage: string | undefined): Promise<ApiError> {
  const text = (await res.text()) || res.statusText;
  let serverMessage: unknown;
  let fieldErrors: unknown;
  try {
    ({ message: serverMessage, fieldErrors } = JSON.parse(text) as { message?: unknown; fieldErrors?: unknown });
  } catch {
    // not JSON (or JSON null): the raw text is the message
  }
  const retryAfter = Number(res.headers.get("Retry-After") ?? res.headers.get("X-Retry-After") ?? Number.NaN);
  return new ApiError(
    res.status,
    notOkMessage ?? `${res.status}: ${text}`,
    typeof serverMessage === "string" ? serverMessage : undefined,
    Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
    isFieldErrors(fieldErrors) ? fieldErrors : undefined,
  );
}
