import type { Locale } from "./i18n/locale";

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
  /**
   * The message catalogs its first render shows besides EVERY_PAGE_CATALOGS, by their names in
   * client/src/i18n/catalogs.ts (client/src/i18n/catalogs.test.ts checks each is there). The server
   * preloads them in the page's language (shared/i18n/first-render.ts) and the client loads them,
   * with the screen's code, before it renders at all (client/src/main.tsx). A catalog a component
   * asked for during the first render suspended the screen behind the router's empty fallback, and
   * React then held the screen back for up to 300 ms after its chunk had come (its fallback
   * throttle): the contact, magazine and checkout pages painted ~330 ms after their code had arrived.
   */
  catalogs?: readonly string[];
}

/** The catalogs every page's first render shows (the header and footer), loaded before it. */
export const EVERY_PAGE_CATALOGS = ["layout"] as const;

/** A listing page's own texts, with its requests, reviews, claim, "Report a change" and "Featured in the magazine". */
const LISTING = ["listing", "contact", "magazine", "leadRequests", "reviews", "ownerClaim"] as const;
const CONTACT = ["contact"] as const;
const MAGAZINE = ["magazine"] as const;
const CHECKOUT = ["checkout", "payments"] as const;

/** The listing pages' screens: the build gives what only they load first chunks of their own (vite.config.ts). */
export const LISTING_SCREENS = ["professional", "business"] as const;

/** The catalogs only the listing pages load first, no other page: one chunk per language (scripts/vite-catalog-plugin.ts). */
export const listingOnlyCatalogs = (): string[] => {
  const others = new Set<string>(pageRoutes.filter((route) => !(LISTING_SCREENS as readonly string[]).includes(route.screen)).flatMap(catalogsOf));
  return LISTING.filter((name) => !others.has(name));
};

/** In matching order: the first match wins, as in wouter's <Switch>; anything else is NOT_FOUND_SCREEN. */
export const pageRoutes = [
  // The home page's lazily loaded sections load directoryMore themselves.
  { screen: "home", path: "/", eager: true, sitemap: true, catalogs: ["directory"] },
  { screen: "professional", path: "/professional/:id", catalogs: LISTING },
  { screen: "business", path: "/business/:id", catalogs: LISTING },
  // /businesses shows at once what the home page loads later (directoryMore: its business list).
  { screen: "businesses", path: "/businesses", sitemap: true, catalogs: ["directory", "directoryMore"] },
  { screen: "advertise", path: "/advertise", sitemap: true, catalogs: CONTACT },
  { screen: "men-on-the-move", path: "/men-on-the-move", sitemap: true, catalogs: CONTACT },
  { screen: "contact", path: "/contact", sitemap: true, catalogs: CONTACT },
  { screen: "archive", path: "/archive", sitemap: true, catalogs: MAGAZINE },
  { screen: "review-guidelines", path: "/review-guidelines", sitemap: true },
  { screen: "issue", path: /^\/(?<year>\d{4})\/(?<month>\d{2})\/?$/, catalogs: MAGAZINE },
  { screen: "article", path: "/articles/:slug", catalogs: MAGAZINE },
  { screen: "article-redirect", path: "/article/:slug" },
  { screen: "checkout", path: "/checkout", catalogs: CHECKOUT },
  { screen: "payment-success", path: "/payment-success", catalogs: CHECKOUT },
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

/** A route of the manifest, with its literal types. */
export type ManifestRoute = (typeof pageRoutes)[number];
type CatalogsOf<R> = R extends { catalogs: readonly (infer N)[] } ? N : never;
/** The catalog names the manifest lists, as types: passing them where the client's CatalogName is asked checks them. */
export type FirstRenderCatalog = (typeof EVERY_PAGE_CATALOGS)[number] | CatalogsOf<ManifestRoute>;

/** A route's catalogs, by their names (none for a route that lists none). */
export const catalogsOf = (route: ManifestRoute): readonly FirstRenderCatalog[] => ("catalogs" in route ? route.catalogs : []);

/**
 * A path pattern as wouter's regexparam compiles it: case-insensitive, an optional trailing slash,
 * a parameter is one path segment. A RegExp pattern is used as it is.
 */
const compile = (path: string | RegExp) =>
  typeof path === "string" ? new RegExp(`^${path.replace(/:(\w+)/g, "(?<$1>[^/]+?)").replace(/\/$/, "")}/?$`, "i") : path;

/** The manifest's routes, compiled once, in its order: the first match wins, as in <Switch>. */
const compiled = pageRoutes.map((route) => ({ route, pattern: compile(route.path) }));

/** wouter decodes the path and the query with decodeURI, keeping the raw text when that fails. */
export function decodeAsWouter(text: string): string {
  try {
    return text.includes("%") ? decodeURI(text) : text;
  } catch {
    return text;
  }
}

/**
 * The route wouter's <Switch> picks for an address without its language prefix, with its
 * parameters; null for the not-found screen. An English-only route (/admin) is no route in another language.
 */
export function matchRoute(rawPath: string, locale: Locale = "en"): { route: ManifestRoute; params: Record<string, string | undefined> } | null {
  const path = decodeAsWouter(rawPath);
  for (const { route, pattern } of compiled) {
    if ("englishOnly" in route && locale !== "en") continue;
    const match = pattern.exec(path);
    if (match) return { route, params: match.groups ?? {} };
  }
  return null;
}
