import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Component, lazy, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from "react";
import { useLocalizedHref } from "@/i18n/links";
import { useT } from "@/i18n/use-t";
import { createQueryClient } from "@/lib/query-client";

// Radix toast is ~10 KB gzip: its own chunk, fetched once the page has loaded (see DeferredToaster).
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

/** Runs `callback` once the window's load event has passed; returns the cancel. */
function afterLoad(callback: () => void): () => void {
  if (document.readyState === "complete") {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  window.addEventListener("load", callback, { once: true });
  return () => window.removeEventListener("load", callback);
}

/**
 * The toast region, mounted after the page's load event: its chunks then do not share the slow
 * first seconds with the screen's own code. A toast asked for earlier waits in the toast store
 * (use-toast.ts) and shows as soon as the region mounts.
 */
function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoad(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** What the error boundary shows: its texts load with the "app" catalog (a plain link: the router may be what failed). */
function SomethingWentWrong() {
  const t = useT("app");
  const localized = useLocalizedHref();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("app.error.title")}</h1>
      <p className="mt-2 text-slate-600">{t("app.error.text")}</p>
      <a href={localized("/")} className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white">
        {t("app.return_home")}
      </a>
    </div>
  );
}

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Unexpected error while rendering:", error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <SomethingWentWrong />
      </Suspense>
    );
  }
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
