/**
 * The load generator of `npm run bench`, always its own process so that it never shares an
 * event loop with the server it measures. Reads one case from the JSON file named in argv, runs autocannon
 * (GET, cycling through the given paths) and prints one JSON line with the figures.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";

export interface LoadCase {
  origin: string;
  paths: string[];
  connections: number;
  seconds: number;
  /** Sent with every request (the statistics bench says it is a browser: bots are not counted). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  /** Successful (2xx/3xx) answers per second. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers that were not 2xx or 304, plus socket errors and timeouts. */
  failures: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
}

const loadCase = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as LoadCase;
let next = 0;
const result = await autocannon({
  url: loadCase.origin,
  connections: loadCase.connections,
  duration: loadCase.seconds,
  timeout: 30,
  headers: loadCase.headers ?? {},
  requests: [
    {
      method: "GET",
      setupRequest: (request) => {
        request.path = loadCase.paths[next++ % loadCase.paths.length]!;
        return request;
      },
    },
  ],
});
const output: LoadResult = {
  // Only answers that succeeded count: a server shedding load with 503s is not fast.
  requestsPerSecond: (result["2xx"] + result["3xx"]) / result.duration,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  failures: result.non2xx + result.errors + result.timeouts,
  statuses: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats?.count ?? 0])),
};
console.log(JSON.stringify(output));
