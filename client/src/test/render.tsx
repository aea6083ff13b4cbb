import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProvider } from "@/app/provider";
import { createQueryClient } from "@/lib/query-client";

/** Renders `ui` with the app's providers at `path` (wouter memory location, fresh query cache). */
export function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppProvider queryClient={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProvider>,
  );
  return { ...result, location };
}

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** Replaces fetch with `handler` for one test; component tests never touch the network. */
export function stubFetch(handler: Handler) {
  const calls: string[] = [];
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    calls.push(url);
    return Promise.resolve(handler(url, init));
  });
  return calls;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
