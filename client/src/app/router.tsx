import { lazy, Suspense, useEffect } from "react";
import { Route, Switch, useLocation } from "wouter";
import HomePage from "./routes/home";

// Home is eager (it is the landing page); every other screen is its own chunk.
const ProfessionalPage = lazy(() => import("./routes/professional"));
const BusinessPage = lazy(() => import("./routes/business"));
const BusinessesPage = lazy(() => import("./routes/businesses"));
const AdvertisePage = lazy(() => import("./routes/advertise"));
const MenOnTheMovePage = lazy(() => import("./routes/men-on-the-move"));
const ContactPage = lazy(() => import("./routes/contact"));
const ArchivePage = lazy(() => import("./routes/archive"));
const IssuePage = lazy(() => import("./routes/issue"));
const ArticlePage = lazy(() => import("./routes/article"));
const ArticleRedirectPage = lazy(() => import("./routes/article-redirect"));
const CheckoutPage = lazy(() => import("./routes/checkout"));
const PaymentSuccessPage = lazy(() => import("./routes/payment-success"));
const NotFoundPage = lazy(() => import("./routes/not-found"));

/** Scrolls to the top on navigation, or to the #hash target when there is one. */
function ScrollManager() {
  const [location] = useLocation();
  useEffect(() => {
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

export function AppRouter() {
  return (
    <Suspense fallback={<PageFallback />}>
      <ScrollManager />
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/professional/:id" component={ProfessionalPage} />
        <Route path="/business/:id" component={BusinessPage} />
        <Route path="/businesses" component={BusinessesPage} />
        <Route path="/advertise" component={AdvertisePage} />
        <Route path="/men-on-the-move" component={MenOnTheMovePage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/archive" component={ArchivePage} />
        <Route path={/^\/(?<year>\d{4})\/(?<month>\d{2})\/?$/} component={IssuePage} />
        <Route path="/articles/:slug" component={ArticlePage} />
        <Route path="/article/:slug" component={ArticleRedirectPage} />
        <Route path="/checkout" component={CheckoutPage} />
        <Route path="/payment-success" component={PaymentSuccessPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
