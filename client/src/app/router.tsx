import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { Route, Router, Switch, useLocation } from "wouter";
import { localePrefix, type Locale } from "@shared/i18n/locale";
import { useLocale } from "@/i18n/use-t";
import { matchRoute, routesOf, type ScreenName } from "@shared/routes";
import HomePage from "./routes/home";
import { scrollBackTo, takeReturnPosition } from "./scroll-memory";

/**
 * A lazily loaded screen that `preload` can load before the first render: once its module is
 * there it renders at once instead of suspending. A screen that suspends on the first render
 * leaves the router's empty fallback on the page, and React holds back the screen that replaces
 * it for up to 300 ms (its fallback throttle): a listing page's first paint came ~330 ms after its
 * code had arrived (issue 29, Lighthouse's First Contentful Paint).
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): { Screen: ComponentType; preload: () => Promise<void> } {
  const Lazy = lazy(load);
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
    });
  function Screen(props: object) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Screen, preload };
}

/**
 * The component of every screen of shared/routes.ts (a Record: a screen without one does not
 * compile). Home is eager (it is the landing page); every other screen is its own chunk.
 */
const lazyScreens = {
  professional: lazyScreen(() => import("./routes/professional")),
  business: lazyScreen(() => import("./routes/business")),
  businesses: lazyScreen(() => import("./routes/businesses")),
  advertise: lazyScreen(() => import("./routes/advertise")),
  "men-on-the-move": lazyScreen(() => import("./routes/men-on-the-move")),
  contact: lazyScreen(() => import("./routes/contact")),
  archive: lazyScreen(() => import("./routes/archive")),
  "review-guidelines": lazyScreen(() => import("./routes/review-guidelines")),
  issue: lazyScreen(() => import("./routes/issue")),
  article: lazyScreen(() => import("./routes/article")),
  "article-redirect": lazyScreen(() => import("./routes/article-redirect")),
  checkout: lazyScreen(() => import("./routes/checkout")),
  "payment-success": lazyScreen(() => import("./routes/payment-success")),
  admin: lazyScreen(() => import("./routes/admin")),
  account: lazyScreen(() => import("./routes/account")),
  "not-found": lazyScreen(() => import("./routes/not-found")),
} satisfies Record<Exclude<ScreenName, "home">, unknown>;

const screens: Record<ScreenName, ComponentType> = {
  home: HomePage,
  ...(Object.fromEntries(Object.entries(lazyScreens).map(([name, { Screen }]) => [name, Screen])) as Record<keyof typeof lazyScreens, ComponentType>),
};

/**
 * Loads the code of the screen at `path` (without its language prefix), so the first render shows
 * it whole; the server has already named its chunks in <link rel="modulepreload">, so this waits for
 * nothing more than they do. A failed load is left to the screen's own render (the error boundary).
 */
export function preloadScreen(path: string, locale: Locale): Promise<void> {
  const screen = matchRoute(path, locale)?.route.screen ?? "not-found";
  return screen === "home" ? Promise.resolve() : lazyScreens[screen].preload().catch(() => undefined);
}

/** On navigation: back to the saved position after Back or Forward, else to the #hash target when there is one, else to the top. */
function ScrollManager() {
  const [location] = useLocation();
  useEffect(() => {
    const saved = takeReturnPosition();
    if (saved !== undefined) {
      scrollBackTo(saved);
      return;
    }
    const id = window.location.hash.slice(1).split("?")[0];
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
  return null;
}

function PageFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}

/** The screens at their English addresses (less the English-only ones on a Spanish page); a Spanish page's router has /es as its base, so every <Link> and route keeps its language. */
export function AppRouter() {
  const locale = useLocale();
  const base = localePrefix(locale);
  return (
    <Router base={base}>
      <Suspense fallback={<PageFallback />}>
        <ScrollManager />
        <Switch>
          {/* The back office is English only: /es/admin is the Spanish not-found page. */}
          {routesOf(locale).map(({ screen, path }) => (
            <Route key={screen} path={path} component={screens[screen]} />
          ))}
          <Route component={screens["not-found"]} />
        </Switch>
      </Suspense>
    </Router>
  );
}
