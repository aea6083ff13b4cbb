/**
 * The one HTTP helper (SPEC §7, §8): credentials always sent, a JSON content
 * type only with a body, and any non-OK answer raised as "{status}: {body or statusText}".
 * It never shows a toast: callers decide (CONVENTIONS §5).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The `message` field of a JSON error body, when there is one. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let serverMessage: string | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") serverMessage = parsed.message;
  } catch {
    // not JSON: the raw text is the message
  }
  throw new ApiError(res.status, `${res.status}: ${text}`, serverMessage);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

export async function getJson<T>(url: string): Promise<T> {
  const res = await apiRequest("GET", url);
  return (await res.json()) as T;
}

export async function postJson<T>(url: string, body: unknown): Promise<T> {
  const res = await apiRequest("POST", url, body);
  return (await res.json()) as T;
}
