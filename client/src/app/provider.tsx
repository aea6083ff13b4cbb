import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Component, lazy, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from "react";
import { createQueryClient } from "@/lib/query-client";
import { whenIdle } from "@/lib/when-idle";

// What the error boundary shows: only after a failure, so a chunk of its own (off the home page's first JavaScript).
const SomethingWentWrong = lazy(() => import("./something-went-wrong"));
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
 * The toast region, mounted once the browser is idle after the page's load event: its chunks (five
 * requests) then do not share the slow first seconds with the screen's own code, nor its first
 * paint (the load event came before it). A toast asked for earlier waits in the toast store
 * (use-toast.ts) and shows as soon as the region mounts.
 */
function DeferredToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const cancelLoad = afterLoad(() => (cancelIdle = whenIdle(() => setReady(true))));
    return () => {
      cancelLoad();
      cancelIdle?.();
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
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
