import type { Request, RequestHandler } from "express";
import { HttpError } from "../lib/http-error";

/** Methods a cross-site page can trigger that change something. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** The content types a cross-site <form> (or a fetch without a CORS preflight) can send. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];

export const CROSS_SITE_MESSAGE = "Cross-site requests are not accepted.";

/** The origin this request was made to, as Express sees it (trust proxy decides the scheme). */
export function ownOrigin(req: Request): string | undefined {
  const host = req.get("host");
  return host ? `${req.protocol}://${host.toLowerCase()}` : undefined;
}

/**
 * CSRF defence of the signed-in areas (/api/admin, /api/auth): a write must come from our own
 * pages. With an Origin header (every browser sends one on a cross-site write) it must be the
 * request's own origin or PUBLIC_ORIGIN. Without one, a form content type is refused: that is
 * what a cross-site <form> or a preflight-free fetch sends, while our client always sends JSON
 * (which a foreign page can only send after a CORS preflight that we never answer). Fetch
 * metadata, where sent, must not say cross-site. The session cookie's SameSite=Lax is the
 * second line: it already keeps the cookie off cross-site POSTs in current browsers.
 */
export function sameOriginCheck(publicOrigin?: string): RequestHandler {
  const allowed = publicOrigin?.replace(/\/+$/, "").toLowerCase();
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin")?.toLowerCase();
    const site = req.get("sec-fetch-site")?.toLowerCase();
    if (site === "cross-site" || site === "same-site") throw new HttpError(403, CROSS_SITE_MESSAGE);
    if (origin !== undefined) {
      if (origin !== ownOrigin(req) && origin !== allowed) throw new HttpError(403, CROSS_SITE_MESSAGE);
      return next();
    }
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (FORM_TYPES.includes(type)) throw new HttpError(403, CROSS_SITE_MESSAGE);
    next();
  };
}

/** Answers that depend on who is signed in: never stored by a browser cache, a proxy or a CDN. */
export const privateNoStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "private, no-store");
  next();
};
