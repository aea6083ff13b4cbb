import { lazy, Suspense, type ReactNode } from "react";
import { useT } from "@/i18n/use-t";
import { Header } from "./header";
import { SpanishSuggestionSlot } from "./spanish-suggestion-slot";

// Below the fold on every page: a chunk of its own, fetched beside the first render (issue 29: the
// home page's first-load JavaScript had to make room for the message catalogs).
const Footer = lazy(() => import("./footer").then((m) => ({ default: m.Footer })));

export function PageShell({ children, withSisterSites }: { children: ReactNode; withSisterSites?: boolean }) {
  const t = useT("layout");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800"
      >
        {t("layout.skip")}
      </a>
      <SpanishSuggestionSlot />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Suspense fallback={<div className="mt-16 min-h-96 bg-slate-900" />}>
        <Footer withSisterSites={withSisterSites} />
      </Suspense>
    </div>
  );
}
