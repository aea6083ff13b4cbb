import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProvider } from "@/app/provider";
import { dismissToast } from "@/components/ui/use-toast";
import { RETRY_DELAYS_MS } from "@/lib/idempotency-key";

/** Renders a form inside the real app providers (query client and Toaster). */
export function renderWithApp(ui: ReactElement) {
  dismissToast(); // the toast store outlives a test; start each one with none showing
  const { hook } = memoryLocation({ path: "/" });
  return render(
    <Router hook={hook}>
      <AppProvider>{ui}</AppProvider>
    </Router>,
  );
}

export interface StubbedFetch {
  bodies: unknown[];
  /** Resolves the request that is waiting. */
  release: () => void;
}

/**
 * Replaces fetch for one test: each call records its JSON body and answers with `answer`,
 * held until release() when `hold` is set, so the sending state can be seen.
 */
export function stubFetch(answer: () => Promise<Response>, hold = false): StubbedFetch {
  const stub: StubbedFetch = { bodies: [], release: () => {} };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      stub.bodies.push(JSON.parse(String(init.body)));
      if (hold) await new Promise<void>((r) => (stub.release = r));
      return answer();
    }),
  );
  return stub;
}

export const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * How long a failed submission's message may take: a send that got no answer is retried with
 * the same key after each of the client's pauses (client/src/lib/api-client.ts), then it fails.
 */
export const RETRIES_DONE_MS = RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) + 2000;
