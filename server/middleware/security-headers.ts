import type { RequestHandler } from "express";
import helmet from "helmet";

const STRIPE_JS = ["https://js.stripe.com", "https://*.js.stripe.com"];
/** Google's documented allowlist for the Maps JavaScript API (script, tiles, geocoding, fonts). */
const GOOGLE_MAPS_CODE = ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com"];
const GOOGLE_MAPS_IMAGES = [...GOOGLE_MAPS_CODE, "https://*.googleusercontent.com", "https://*.ggpht.com"];

export type CspDirectives = Record<string, string[]>;

/** What both policies start from: our origin by default, no plugins, no framing, forms to us only. */
const BASE_DIRECTIVES: CspDirectives = {
  "default-src": ["'self'"],
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "form-action": ["'self'"],
};

/**
 * The Content-Security-Policy: our own origin, Stripe.js with its frames and API, Google
 * Maps, data: images. Scripts run only from those hosts: the server writes no inline script
 * (the first data and the JSON-LD blocks are data, which browsers do not execute), so the
 * policy needs no nonce and is the same string for every answer. Styles allow 'unsafe-inline' because Radix Select and Google
 * Maps insert <style> elements at run time. Development adds what Vite's dev server needs:
 * its inline React Refresh preamble and its HMR websocket.
 */
export function contentSecurityPolicy({ dev }: { dev: boolean }): CspDirectives {
  const scriptSrc = ["'self'", ...STRIPE_JS, ...GOOGLE_MAPS_CODE];
  if (dev) scriptSrc.push("'unsafe-inline'", "'unsafe-eval'");
  return {
    ...BASE_DIRECTIVES,
    "script-src": scriptSrc,
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'", "https://fonts.googleapis.com"],
    // Listing photos and logos (photoUrl, logoUrl) may live on any HTTPS host; images cannot run code.
    "img-src": ["'self'", "data:", "blob:", "https:", ...GOOGLE_MAPS_IMAGES, "https://*.stripe.com"],
    "font-src": ["'self'", "data:", "https://fonts.gstatic.com"],
    "connect-src": ["'self'", "https://api.stripe.com", ...GOOGLE_MAPS_CODE, ...(dev ? ["ws:", "wss:"] : [])],
    "frame-src": [...STRIPE_JS, "https://hooks.stripe.com", "https://*.google.com"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
  };
}

/**
 * The back office's own policy (issue 26, item 16): /admin is our code alone, with no map, no
 * payment form and no photo from another host, so nothing but our origin is allowed at all. Its
 * styles keep 'unsafe-inline' for Radix, and development adds what Vite needs, as above.
 */
export function adminContentSecurityPolicy({ dev }: { dev: boolean }): CspDirectives {
  return {
    ...BASE_DIRECTIVES,
    "script-src": ["'self'", ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [])],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
    "frame-src": ["'none'"],
    "worker-src": ["'none'"],
    "manifest-src": ["'self'"],
  };
}

/**
 * GET /api/docs (server/openapi/routes.ts): the API reference renderer is our own copy of
 * Scalar's bundle, reading only our description. It sets inline styles at run time and needs
 * nothing from another host: no map, no Stripe, no fonts, no images but data: ones. Vite's dev
 * server never serves this page, so development needs nothing more.
 */
export function apiDocsContentSecurityPolicy(): CspDirectives {
  return {
    ...BASE_DIRECTIVES,
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": ["'none'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'none'"],
  };
}

/**
 * A built script or stylesheet (/assets/*.js, /assets/*.css: hashed, our own): the headers that act
 * on a document (CSP, framing, opener, referrer, origin cluster, download and DNS hints) do nothing
 * on it, and over HTTP/1.1 they were ~1 kB of each of the ~25 answers a listing page's first load
 * makes. It keeps those that act on a subresource: nosniff and Cross-Origin-Resource-Policy.
 */
export const isBuiltCode = (path: string) => /^\/assets\/[^/]+\.(?:js|css)$/.test(path);

/** The back office's pages (/admin, /admin/…) and its API (/api/admin/…). */
const isBackOffice = (path: string) => /^\/(api\/)?admin(\/|$)/i.test(path);

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export interface SecurityHeaderOptions {
  dev: boolean;
}

/**
 * helmet's headers on every answer (pages, images, API, errors), with our CSP (the back office's
 * own for its pages and API); built scripts and stylesheets get only nosniff and CORP (isBuiltCode). HSTS only on
 * requests that arrived over TLS (directly, or per X-Forwarded-Proto from a trusted proxy):
 * over plain HTTP browsers ignore it, and a local http:// server must stay reachable.
 */
export function securityHeaders({ dev }: SecurityHeaderOptions): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: "deny" },
    // Stripe may open a payment method's window (3-D Secure, wallets) and needs window.opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    // Not helmet's no-referrer: a Google Maps key restricted to our site checks the Referer.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 365 * 24 * 60 * 60, includeSubDomains: true });
  const policy = serializeCsp(contentSecurityPolicy({ dev }));
  const adminPolicy = serializeCsp(adminContentSecurityPolicy({ dev }));
  return (req, res, next) => {
    if (isBuiltCode(req.path)) {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      return next();
    }
    res.setHeader("Content-Security-Policy", isBackOffice(req.path) ? adminPolicy : policy);
    base(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (req.secure) hsts(req, res, next);
      else next();
    });
  };
}
