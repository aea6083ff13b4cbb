import { randomBytes } from "node:crypto";
import { signedIntentEvent } from "./fake-stripe";

export const TRAFFIC_WEBHOOK_SECRET = "whsec_mixed_traffic";

export interface TrafficLog {
  /** "GET /api/categories 200" → how many. */
  statuses: Record<string, number>;
  /** Emails of the contact messages answered 201: each must be a row. */
  acceptedEmails: string[];
  /** Stripe event ids answered 200: each must be in stripe_events. */
  acceptedEvents: string[];
  /** 503 answers of /api without a Retry-After header. */
  missingRetryAfter: string[];
  /** Network errors (a reset, a refused connection) and statuses no route should answer. */
  failures: string[];
}

type Kind = "contact" | "search" | "categories" | "readyz" | "webhook";
/** Statuses each kind may answer while the database comes and goes. */
const EXPECTED: Record<Kind, number[]> = { contact: [201, 503], search: [200, 503], categories: [200, 503], readyz: [200, 503], webhook: [200, 503] };
const KINDS = Object.keys(EXPECTED) as Kind[];

/**
 * `clients` loops, each sending one request after the other and cycling through contact
 * messages, searches for a random term, the category list, /readyz and signed Stripe webhooks
 * (contact and webhook each run a transaction on a checked-out pooled connection).
 */
export function startMixedTraffic(origin: string, { clients, marker }: { clients: number; marker: string }) {
  const log: TrafficLog = { statuses: {}, acceptedEmails: [], acceptedEvents: [], missingRetryAfter: [], failures: [] };
  let stopped = false;
  let n = 0;

  async function send(kind: Kind): Promise<void> {
    const id = `${marker}-${(n += 1)}`;
    let path: string;
    let init: RequestInit = {};
    let onAccepted = () => {};
    if (kind === "contact") {
      const email = `${id}@example.com`;
      path = "/api/contact";
      init = {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Mixed Traffic", email, message: `Message ${id}` }),
      };
      onAccepted = () => log.acceptedEmails.push(email);
    } else if (kind === "webhook") {
      const eventId = `evt_${id.replace(/\W/g, "_")}`;
      const { payload, header } = signedIntentEvent({
        type: "payment_intent.succeeded",
        intent: { id: `pi_${randomBytes(8).toString("hex")}` },
        secret: TRAFFIC_WEBHOOK_SECRET,
        eventId,
      });
      path = "/api/stripe/webhook";
      init = { method: "POST", headers: { "content-type": "application/json", "stripe-signature": header }, body: payload };
      onAccepted = () => log.acceptedEvents.push(eventId);
    } else {
      path = { search: `/api/professionals?search=${randomBytes(3).toString("hex")}`, categories: "/api/categories", readyz: "/readyz" }[kind];
    }
    const label = `${init.method ?? "GET"} ${path.split("?")[0]}`;
    try {
      const res = await fetch(`${origin}${path}`, { ...init, signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer();
      log.statuses[`${label} ${res.status}`] = (log.statuses[`${label} ${res.status}`] ?? 0) + 1;
      if (!EXPECTED[kind].includes(res.status)) log.failures.push(`${label} answered ${res.status}`);
      else if (res.status < 300) onAccepted();
      else if (path.startsWith("/api/") && !res.headers.get("retry-after")) log.missingRetryAfter.push(label);
    } catch (err) {
      const cause = (err as { cause?: { code?: string; message?: string } }).cause;
      log.failures.push(`${label}: ${(err as Error).message} ${cause?.code ?? cause?.message ?? ""}`.trim());
      // The server may be gone: do not spin.
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let i = client; !stopped; i++) await send(KINDS[i % KINDS.length]!);
  });
  return {
    log,
    /** Lets every loop finish its request in flight. */
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}
