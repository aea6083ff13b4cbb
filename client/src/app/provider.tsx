import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from "react";

// Radix toast is ~10 KB gzip: its own chunk, fetched while the page renders instead of before.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));
import { createQueryClient } from "@/lib/query-client";

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
      <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-slate-600">Please reload the page. If it happens again, try later.</p>
        <a href="/" className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white">
          Return Home
        </a>
      </div>
    );
  }
}

export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
