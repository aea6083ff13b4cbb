import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

/** Renders a checkout component with the app's query defaults (or `client`), a memory router and the toaster. */
export function renderWithApp(ui: ReactNode, path = "/checkout", client = createQueryClient()) {
  const location = memoryLocation({ path, record: true });
  // A wrapper (not a parent element) so that rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
      <Toaster />
    </QueryClientProvider>
  );
  const view = render(ui, { wrapper });
  return { ...view, location, client };
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** Answers fetch by URL path; records every call. A function may hold an answer back (a pending promise). */
export function stubFetch(routes: Record<string, FakeResponse | (() => Promise<FakeResponse>)>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[new URL(url, "http://localhost").pathname];
    if (!route) return new Response(JSON.stringify({ message: `No stub for ${url}` }), { status: 404 });
    const { status = 200, body } = typeof route === "function" ? await route() : route;
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}
