import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { Route, Router, Switch, useLocation } from "wouter";
import { localePrefix } from "@shared/i18n/locale";
import { useLocale } from "@/i18n/use-t";
import { routesOf, type ScreenName } from "@shared/routes";
import HomePage from "./routes/home";
import { scrollBackTo, takeReturnPosition } from "./scroll-memory";

/**
 * The component of every screen of shared/routes.ts (a Record: a screen without one does not
 * compile). Home is eager (it is the landing page); every other screen is its own chunk.
 */
const screens: Record<ScreenName, ComponentType> = {
  home: HomePage,
  professional: lazy(() => import("./routes/professional")),
  business: lazy(() => import("./routes/business")),
  businesses: lazy(() => import("./routes/businesses")),
  advertise: lazy(() => import("./routes/advertise")),
  "men-on-the-move": lazy(() => import("./routes/men-on-the-move")),
  contact: lazy(() => import("./routes/contact")),
  archive: lazy(() => import("./routes/archive")),
  "review-guidelines": lazy(() => import("./routes/review-guidelines")),
  issue: lazy(() => import("./routes/issue")),
  article: lazy(() => import("./routes/article")),
  "article-redirect": lazy(() => import("./routes/article-redirect")),
  checkout: lazy(() => import("./routes/checkout")),
  "payment-success": lazy(() => import("./routes/payment-success")),
  admin: lazy(() => import("./routes/admin")),
  account: lazy(() => import("./routes/account")),
  "not-found": lazy(() => import("./routes/not-found")),
};

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
