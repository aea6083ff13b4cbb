/**
 * The site's pages, once: the client's router renders a <Route> per entry (client/src/app/router.tsx)
 * and the server answers the same addresses with the same screen's head and first data
 * (server/features/seo/resolve-page.ts), so a page added here is routed and server-headed at once,
 * and listed in /sitemap.xml when `sitemap` says so. Each side maps every ScreenName to its own
 * part (a lazy component, a page resolver) in a Record, so a screen without one fails to compile.
 */

export interface PageRoute {
  /** Its file is client/src/app/routes/<screen>.tsx; the server names the screen's chunk by it. */
  screen: string;
  /**
   * A wouter pattern: a path with `:name` segments (compiled as wouter's regexparam does:
   * case-insensitive, an optional trailing slash, a parameter is one segment), or a RegExp
   * whose named groups are the parameters.
   */
  path: string | RegExp;
  /** Part of the entry script, not a lazily loaded chunk (the landing page). */
  eager?: true;
  /** A fixed address worth indexing: /sitemap.xml lists it (records and magazine pages are listed from data). */
  sitemap?: true;
  /**
   * Staff only (the back office): its head says `noindex, nofollow`, it is never in the sitemap, and
   * /robots.txt disallows it (PRIVATE_PATH_PREFIXES). It answers every visitor with the same shell.
   */
  private?: true;
  /** In English only (the back office, issue 29): under /es it is the Spanish not-found page. */
  englishOnly?: true;
}

/** In matching order: the first match wins, as in wouter's <Switch>; anything else is NOT_FOUND_SCREEN. */
export const pageRoutes = [
  { screen: "home", path: "/", eager: true, sitemap: true },
  { screen: "professional", path: "/professional/:id" },
  { screen: "business", path: "/business/:id" },
  { screen: "businesses", path: "/businesses", sitemap: true },
  { screen: "advertise", path: "/advertise", sitemap: true },
  { screen: "men-on-the-move", path: "/men-on-the-move", sitemap: true },
  { screen: "contact", path: "/contact", sitemap: true },
  { screen: "archive", path: "/archive", sitemap: true },
  { screen: "review-guidelines", path: "/review-guidelines", sitemap: true },
  { screen: "issue", path: /^\/(?<year>\d{4})\/(?<month>\d{2})\/?$/ },
  { screen: "article", path: "/articles/:slug" },
  { screen: "article-redirect", path: "/article/:slug" },
  { screen: "checkout", path: "/checkout" },
  { screen: "payment-success", path: "/payment-success" },
  // One lazy screen for the whole back office: it routes /admin/* itself (client/src/app/admin/admin-router.tsx).
  { screen: "admin", path: /^\/admin(?:\/.*)?$/i, private: true, englishOnly: true },
  // Owners' area (issue 16): one lazy screen that routes /account/* itself (client/src/app/account/account-screen.tsx).
  { screen: "account", path: /^\/account(?:\/.*)?$/i, private: true },
] as const satisfies readonly PageRoute[];

/** The screen of every address no route matches. */
export const NOT_FOUND_SCREEN = "not-found";

/** Every screen: adding a route adds its name here, and both sides' Records must then have it. */
export type ScreenName = (typeof pageRoutes)[number]["screen"] | typeof NOT_FOUND_SCREEN;

/** Address prefixes no crawler should visit: /robots.txt disallows each (/account is the owners' area). */
export const PRIVATE_PATH_PREFIXES = ["/admin", "/account"] as const;

/** The routes a page in this language has: all in English; the English-only ones (the back office) are not under /es. */
export const routesOf = (locale: string) => pageRoutes.filter((route) => locale === "en" || !("englishOnly" in route));
