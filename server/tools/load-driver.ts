import autocannon from "autocannon";

export interface LoadResult {
  requests: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
  durationS: number;
  /** Contact messages the server accepted (201): each must be a row. */
  accepted: number;
  /** Contact messages sent; those still in flight when a timed run ends may be stored unseen. */
  sent: number;
}

function finish(result: autocannon.Result, statuses: Record<string, number>, accepted: number, sent: number): LoadResult {
  return {
    requests: result.requests.total,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
    durationS: result.duration,
    accepted,
    sent,
  };
}

/** `amount` contact messages from `connections` concurrent clients; every body is unique (marker-n). */
export async function sendContactMessages(
  url: string,
  { amount, connections, marker }: { amount: number; connections: number; marker: string },
): Promise<LoadResult> {
  let n = 0;
  let accepted = 0;
  const statuses: Record<string, number> = {};
  const result = await autocannon({
    url,
    connections,
    amount,
    timeout: 30,
    requests: [
      {
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => {
          n += 1;
          return {
            ...req,
            body: JSON.stringify({ name: `Load Client ${n % connections}`, email: `${marker}-${n}@example.com`, message: `Message ${n} of the load test.` }),
          };
        },
        onResponse: (status) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (status === 201) accepted += 1;
        },
      },
    ],
  });
  return finish(result, statuses, accepted, n);
}

/** What visitors do, in a loop for `seconds`: read the directory and pages, now and then send a message. */
export async function mixedLoad(
  url: string,
  { seconds, connections, marker, pages = false }: { seconds: number; connections: number; marker: string; pages?: boolean },
): Promise<LoadResult> {
  let n = 0;
  let accepted = 0;
  const statuses: Record<string, number> = {};
  const count = (status: number) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const get = (path: string): autocannon.Request => ({ method: "GET", path, onResponse: count });
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      get("/api/categories"),
      get("/api/professionals?search=san"),
      get("/api/businesses"),
      get("/api/professionals/1"),
      ...(pages ? [get("/"), get("/businesses")] : []),
      get("/healthz"),
      {
        method: "POST",
        path: "/api/contact",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => {
          n += 1;
          return { ...req, body: JSON.stringify({ name: "Soak Visitor", email: `${marker}-${n}@example.com`, message: `Soak message ${n}` }) };
        },
        onResponse: (status) => {
          count(status);
          if (status === 201) accepted += 1;
        },
      },
    ],
  });
  return finish(result, statuses, accepted, n);
}

export const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
