import type { LoadResult } from "./load";

export type CaseKey =
  | "categories"
  | "home"
  | "businesses"
  | "professional"
  | "business"
  | "category"
  | "search"
  | "professionalUncached"
  | "searchUncached"
  | "http"
  | "express"
  | "pg"
  | "pgUncached"
  | "unindexed";

export interface BenchCase {
  key: CaseKey;
  label: string;
  origin: string;
  paths: string[];
  warmupSeconds: number;
  /** Longer than the others for a case so slow that few answers would finish in time. */
  seconds?: number;
}

export type ScaleResults = Map<CaseKey, { label: string; result: LoadResult; seconds: number }>;

const int = (n: number) => Math.round(n).toLocaleString("en-US");
/** A rate, with decimals when small; "< 1/t" when not one answer finished in t seconds. */
const perSecond = (n: number, seconds: number) => (n === 0 ? `< ${(1 / seconds).toFixed(2)}` : n < 10 ? n.toFixed(2) : int(n));
const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));

export function printScale(rows: number, seconds: number, connections: number, results: ScaleResults): void {
  console.log(`\n${int(rows)} professionals: ${seconds} s per case, ${connections} connections`);
  console.log(`${pad("case", 58)}${pad("req/s", 10, true)}${pad("p50 ms", 9, true)}${pad("p99 ms", 9, true)}${pad("failed", 8, true)}`);
  for (const { label, result, seconds: caseSeconds } of results.values()) {
    console.log(
      `${pad(label, 58)}${pad(perSecond(result.requestsPerSecond, caseSeconds), 10, true)}${pad(String(result.p50), 9, true)}${pad(String(result.p99), 9, true)}${pad(int(result.failures), 8, true)}`,
    );
  }
}

interface Target {
  label: string;
  minimum: number;
  ratio: (at: ScaleResults, all: Map<number, ScaleResults>) => number | undefined;
}

/** A case's rate; when nothing finished, the bound 1/duration (so a ratio over it is a lower bound). */
const rate = (at: ScaleResults | undefined, key: CaseKey) => {
  const entry = at?.get(key);
  return entry && (entry.result.requestsPerSecond || 1 / entry.seconds);
};
const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b ? a / b : undefined);

const TARGETS: Target[] = [
  ...(["categories", "home", "businesses", "professional", "business"] as const).map((key) => ({
    label: `${key === "home" ? "home list" : key === "businesses" ? "business list" : key === "professional" ? "professional by id" : key === "business" ? "business by id" : key} / Express precomputed`,
    minimum: 0.5,
    ratio: (at: ScaleResults) => ratio(rate(at, key), rate(at, "express")),
  })),
  { label: "search / minimal Express + pg (same SQL)", minimum: 0.9, ratio: (at) => ratio(rate(at, "search"), rate(at, "pg")) },
  { label: "(context) search past the cache / Express + pg, same terms", minimum: 0, ratio: (at) => ratio(rate(at, "searchUncached"), rate(at, "pgUncached")) },
  { label: "search / unindexed scan (> when no scan finished)", minimum: 40, ratio: (at) => ratio(rate(at, "search"), rate(at, "unindexed")) },
  {
    label: "search at this size / search at the smallest size",
    minimum: 0.5,
    ratio: (at, all) => {
      const smallest = all.values().next().value;
      return at === smallest ? undefined : ratio(rate(at, "search"), rate(smallest, "search"));
    },
  },
  {
    label: "(context) search past the cache, this size / smallest",
    minimum: 0,
    ratio: (at, all) => {
      const smallest = all.values().next().value;
      return at === smallest ? undefined : ratio(rate(at, "searchUncached"), rate(smallest, "searchUncached"));
    },
  },
  { label: "(context) Express precomputed / node:http", minimum: 0, ratio: (at) => ratio(rate(at, "express"), rate(at, "http")) },
];

export function printTargets(all: Map<number, ScaleResults>): void {
  const sizes = [...all.keys()];
  console.log(`\nRatios (target in brackets)`);
  console.log(pad("", 58) + sizes.map((n) => pad(`${int(n)} rows`, 20, true)).join(""));
  for (const target of TARGETS) {
    const cells = sizes.map((n) => {
      const value = target.ratio(all.get(n)!, all);
      if (value === undefined) return pad("-", 20, true);
      const verdict = target.minimum === 0 ? "" : value >= target.minimum ? " met" : " MISSED";
      return pad(`${value >= 10 ? value.toFixed(0) : value.toFixed(2)}${verdict}`, 20, true);
    });
    const goal = target.minimum === 0 ? "" : ` [>= ${target.minimum}]`;
    console.log(pad(target.label + goal, 58) + cells.join(""));
  }
}
