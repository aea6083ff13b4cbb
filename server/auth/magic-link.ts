import { randomUUID } from "node:crypto";
import { localizePath, type Locale } from "@shared/i18n/locale";
import type { Auth } from "./auth";

/**
 * Magic links asked for by the server itself, through better-auth's own handler with a request
 * built here (its base URL then comes from our site origin, as for a browser's request). The
 * public POST /api/auth/sign-in/magic-link is closed in routes.ts; these calls do not pass there.
 *
 * Sign-ins the server opens itself (a claim or invite link confirmed) keep the link's token here
 * for the one call that asked for it instead of mailing it, then verify it at once through
 * better-auth's magic-link verify (user created when new, session cookie set).
 */
const captured = new Map<string, string>();

/** Called by sendMagicLink: true when the link was asked for by signInDirectly (then it is not mailed). */
export function captureMagicLink(metadata: Record<string, unknown> | undefined, token: string): boolean {
  const key = metadata?.["capture"];
  if (typeof key !== "string" || !captured.has(key)) return false;
  captured.set(key, token);
  return true;
}

export interface ClientInfo {
  /** Our site's origin (PUBLIC_ORIGIN or the request's own within the allowed hosts). */
  site: string;
  ip: string;
  userAgent?: string | undefined;
}

function headersOf(client: ClientInfo): Headers {
  const headers = new Headers({ origin: client.site, "content-type": "application/json", "x-sabd-client-ip": client.ip });
  if (client.userAgent) headers.set("user-agent", client.userAgent.slice(0, 500));
  return headers;
}

async function askForLink(auth: Auth, client: ClientInfo, body: Record<string, unknown>): Promise<void> {
  const res = await auth.handler(
    new Request(`${client.site}/api/auth/sign-in/magic-link`, { method: "POST", headers: headersOf(client), body: JSON.stringify(body) }),
  );
  if (!res.ok) throw new Error(`magic link request answered ${res.status}`);
}

/** Mails `email` a sign-in link that lands on /account in `locale` (only after the caller checked it may have one). */
export async function mailSignInLink(auth: Auth, email: string, client: ClientInfo, locale: Locale = "en"): Promise<void> {
  await askForLink(auth, client, {
    email,
    callbackURL: localizePath("/account", locale),
    errorCallbackURL: localizePath("/account/sign-in", locale),
    metadata: { locale },
  });
}

/** Mails a reviewer (issue 30's members) a sign-in link that lands on `returnTo`, a page of ours. */
export async function mailMemberSignInLink(auth: Auth, email: string, client: ClientInfo, returnTo: string): Promise<void> {
  await askForLink(auth, client, { email, callbackURL: returnTo, errorCallbackURL: "/review-guidelines", metadata: { purpose: "review" } });
}

/** The Set-Cookie headers of a new session for `email` (its user is created when there is none). */
export async function signInDirectly(auth: Auth, email: string, client: ClientInfo): Promise<string[]> {
  const key = randomUUID();
  captured.set(key, "");
  try {
    await askForLink(auth, client, { email, metadata: { capture: key } });
    const token = captured.get(key);
    if (!token) throw new Error("magic link was not captured");
    const res = await auth.handler(new Request(`${client.site}/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`, { headers: headersOf(client) }));
    if (!res.ok) throw new Error(`magic link verify answered ${res.status}`);
    return res.headers.getSetCookie();
  } finally {
    captured.delete(key);
  }
}

/**
 * better-auth writes the link's query values as they are (`callbackURL=/business/1#write-review&errorCallbackURL=…`):
 * a `#` in a return address ends the link there, so the browser keeps the write-a-review fragment and the rest to
 * itself and the member lands on the bare page. Each value is percent-encoded here, whole, before the link is mailed.
 */
export function encodedLinkQuery(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      if (eq === -1) return pair;
      const value = pair.slice(eq + 1);
      let plain = value;
      try {
        plain = decodeURIComponent(value);
      } catch {
        // Not percent-encoded text: encode it as it is.
      }
      return `${pair.slice(0, eq)}=${encodeURIComponent(plain)}`;
    })
    .join("&");
  return `${url.slice(0, at)}?${query}`;
}
