import fc from "fast-check";
import type { OpenApiDocument } from "../document";
import { invalid, valid, type JsonSchema } from "./arbitraries";
import { createChecker, pointerSegment, type Checker } from "./checks";

/**
 * The document-driven fuzzer (npm run api:fuzz, and a short run in CI): for every operation,
 * requests with generated valid and invalid parameters and bodies, each answer checked as
 * Schemathesis checks by default: no 5xx, a described status, a described content type, a body
 * matching its schema, the required headers present and valid, and no 2xx for invalid input.
 */

interface Parameter {
  name: string;
  in: "path" | "query" | "header";
  required?: boolean;
  schema: JsonSchema;
}
interface MediaType {
  schema?: JsonSchema;
}
interface Response {
  headers?: Record<string, { required?: boolean; schema: JsonSchema }>;
  content?: Record<string, MediaType>;
}
interface Operation {
  method: string;
  path: string;
  id: string;
  parameters: Parameter[];
  body?: { mediaType: string; schema: JsonSchema } | undefined;
  responses: Record<string, Response>;
}

export interface OperationReport {
  id: string;
  method: string;
  path: string;
  requests: number;
  validRequests: number;
  invalidRequests: number;
  statuses: Record<string, number>;
  failures: string[];
  /** A few valid requests the server refused (4xx), with its message: not failures, but where the description may be looser than the server. */
  refusedValid: string[];
}

export interface FuzzOptions {
  baseUrl: string;
  document: OpenApiDocument;
  /** The whole run's time (default 30 s), shared evenly by the operations. */
  seconds?: number;
  /** Most requests per operation (default 100,000: the time decides). */
  maxPerOperation?: number;
  /** Fewest requests per operation, however long they take (default 16: half valid, half invalid). */
  minPerOperation?: number;
  seed?: number;
  /** Listing ids that exist, used for half of the `id` path parameters so that valid requests reach real rows. */
  knownIds?: number[];
}

const BATCH = 20;
const HEADERS_OK = /^[\x20-\x7e]*$/;

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of ["get", "post", "put", "patch", "delete"] as const) {
      const op = (item as Record<string, unknown>)[method] as
        | { operationId?: string; parameters?: Parameter[]; requestBody?: { content: Record<string, MediaType> }; responses: Record<string, Response> }
        | undefined;
      if (!op) continue;
      const [mediaType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method,
        path,
        id: op.operationId ?? `${method} ${path}`,
        parameters: op.parameters ?? [],
        body: mediaType && media?.schema ? { mediaType, schema: media.schema } : undefined,
        responses: op.responses,
      });
    }
  return operations;
}

interface Built {
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Whether every part of the request satisfies its schema. */
  valid: boolean;
  summary: string;
}

const serialize = (value: unknown): string | string[] =>
  Array.isArray(value) ? value.map((v) => (typeof v === "string" ? v : JSON.stringify(v))) : typeof value === "string" ? value : JSON.stringify(value);

function build(
  op: Operation,
  baseUrl: string,
  checker: Checker,
  values: Map<string, unknown>,
  body: { value: unknown; raw?: string } | undefined,
): Built | null {
  let path = op.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = { Origin: baseUrl, Accept: "application/json" };
  let allValid = true;
  for (const p of op.parameters) {
    if (!values.has(p.name)) {
      if (p.required) allValid = false;
      continue;
    }
    const text = serialize(values.get(p.name));
    allValid &&= checker.parameter(p.schema, text);
    if (p.in === "path") {
      if (typeof text !== "string" || text === "") return null;
      path = path.replace(`{${p.name}}`, encodeURIComponent(text));
    } else if (p.in === "query") for (const one of [text].flat()) query.append(p.name, one);
    else {
      if (typeof text !== "string" || !HEADERS_OK.test(text)) return null;
      headers[p.name] = text;
    }
  }
  let raw: string | undefined;
  if (op.body && body) {
    raw = body.raw ?? JSON.stringify(body.value);
    allValid &&= body.raw === undefined && checker.body(op.body.schema, body.value);
    headers["Content-Type"] = op.body.mediaType;
  } else if (op.body) allValid = false;
  const search = query.toString();
  const url = `${baseUrl}${path}${search ? `?${search}` : ""}`;
  return {
    url,
    headers,
    ...(raw !== undefined && { body: raw }),
    valid: allValid,
    summary: `${op.method.toUpperCase()} ${path}${search ? `?${search}` : ""}${raw ? ` ${raw.slice(0, 300)}` : ""}`,
  };
}

/** One request's parts: valid ones, or valid ones with exactly one part broken. */
function requestArbitrary(op: Operation, broken: boolean, knownIds: number[]) {
  const paramValue = (p: Parameter) => {
    const base = valid(p.schema);
    if (p.in === "path" && p.name === "id" && knownIds.length)
      return fc.oneof(
        fc.constantFrom(...knownIds).map((id) => (p.schema.type === "string" ? String(id) : id)),
        base,
      );
    // A fresh Idempotency-Key each time: a repeated one would get the first request's answer back.
    if (p.in === "header") return fc.uuid();
    return base;
  };
  const params = fc.tuple(...op.parameters.map((p) => (p.required || p.in === "path" ? paramValue(p) : fc.option(paramValue(p), { nil: undefined, freq: 2 }))));
  const body = op.body ? valid(op.body.schema).map((value) => ({ value }) as { value: unknown; raw?: string }) : fc.constant(undefined);
  if (!broken) return fc.tuple(params, body);
  const targets = [...op.parameters.map((_, i) => i), ...(op.body ? ["body" as const] : [])];
  if (!targets.length) return fc.tuple(params, body);
  return fc.tuple(params, body, fc.constantFrom(...targets)).chain(([values, bodyValue, target]) => {
    if (target === "body")
      return fc
        .oneof(
          invalid(op.body!.schema).map((value) => ({ value }) as { value: unknown; raw?: string }),
          fc.constantFrom("{", "[1,", "not json", "").map((raw) => ({ value: undefined, raw })),
        )
        .map((broke) => [values, broke] as const);
    const p = op.parameters[target]!;
    const drop = p.required && p.in === "query" ? [fc.constant(undefined)] : [];
    return fc.oneof(invalid(p.schema), ...drop).map((value) => {
      const copy = [...values];
      copy[target] = value;
      return [copy, bodyValue] as const;
    });
  });
}

export async function fuzzApi(options: FuzzOptions): Promise<OperationReport[]> {
  const { baseUrl, document } = options;
  const checker = createChecker(document);
  const operations = operationsOf(document);
  const budgetMs = ((options.seconds ?? 30) * 1000) / operations.length;
  const max = options.maxPerOperation ?? 100_000;
  const min = Math.min(options.minPerOperation ?? 16, max);
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const reports: OperationReport[] = [];
  for (const op of operations) {
    const report: OperationReport = {
      id: op.id,
      method: op.method,
      path: op.path,
      requests: 0,
      validRequests: 0,
      invalidRequests: 0,
      statuses: {},
      failures: [],
      refusedValid: [],
    };
    reports.push(report);
    const started = Date.now();
    const arbitraries = [false, true].map((broken) => requestArbitrary(op, broken, options.knownIds ?? []));
    // Drawn in batches (a new seed each), valid and invalid requests in turn, until the operation's time is up.
    let batch: (typeof arbitraries)[number] extends fc.Arbitrary<infer T> ? T[][] : never = [];
    for (let i = 0; report.requests < max && ((report.requests < min && i < min * 20) || Date.now() - started < budgetMs); i++) {
      const k = Math.floor(i / 2) % BATCH;
      if (i % (2 * BATCH) === 0) batch = arbitraries.map((a, n) => fc.sample(a, { numRuns: BATCH, seed: seed + i + n }));
      const [values, body] = batch[i % 2]![k]!;
      const named = new Map<string, unknown>();
      op.parameters.forEach((p, n) => values[n] !== undefined && named.set(p.name, values[n]));
      const request = build(op, baseUrl, checker, named, body);
      if (!request) continue;
      report.requests++;
      if (request.valid) report.validRequests++;
      else report.invalidRequests++;
      const { status, problems, text } = await send(op, request, checker);
      if (request.valid && status.startsWith("4") && report.refusedValid.length < 3)
        report.refusedValid.push(`${status} ${text.slice(0, 160)} — ${request.summary.slice(0, 200)}`);
      for (const problem of problems) {
        const line = `${problem} — ${request.summary}`;
        if (report.failures.length < 10 && !report.failures.some((f) => f.startsWith(problem))) report.failures.push(line);
      }
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    }
  }
  return reports;
}

async function send(op: Operation, request: Built, checker: Checker): Promise<{ status: string; problems: string[]; text: string }> {
  const res = await fetch(request.url, {
    method: op.method.toUpperCase(),
    headers: request.headers,
    ...(request.body !== undefined && { body: request.body }),
  });
  const text = await res.text();
  const status = String(res.status);
  return { status, problems: checkAnswer(op, request, checker, res, text), text };
}

function checkAnswer(op: Operation, request: Built, checker: Checker, res: globalThis.Response, text: string): string[] {
  const problems: string[] = [];
  const status = String(res.status);
  if (res.status >= 500) problems.push(`server error ${status}: ${text.slice(0, 200)}`);
  if (!request.valid && res.status < 300) problems.push(`invalid request answered ${status}`);
  const spec = op.responses[status] ?? op.responses.default;
  if (!spec) return [...problems, `undescribed status ${status}: ${text.slice(0, 200)}`];
  const base = `/paths/${pointerSegment(op.path)}/${op.method}/responses/${op.responses[status] ? status : "default"}`;
  for (const [name, header] of Object.entries(spec.headers ?? {})) {
    const value = res.headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`${status} without required header ${name}`);
    } else if (!checker.parameter(header.schema, value)) problems.push(`${status} header ${name} does not match its schema: ${value.slice(0, 80)}`);
  }
  if (!spec.content) {
    if (text.length) problems.push(`${status} has a body where none is described`);
    return problems;
  }
  const type = (res.headers.get("content-type") ?? "").split(";")[0]!.trim();
  const media = spec.content[type];
  if (!media) return [...problems, `${status} content type "${type}" is not described`];
  if (type === "application/json") {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return [...problems, `${status} body is not JSON`];
    }
    const error = checker.answer(`${base}/content/${pointerSegment(type)}/schema`, json);
    if (error) problems.push(`${status} body does not match its schema: ${error}`);
  }
  return problems;
}

export function formatReports(reports: OperationReport[], { verbose = false } = {}): string {
  const lines = reports.map(
    (r) =>
      `${r.requests.toString().padStart(5)} requests (${r.validRequests} valid, ${r.invalidRequests} invalid)  ${r.method.toUpperCase().padEnd(4)} ${r.path}  ${Object.entries(
        r.statuses,
      )
        .map(([s, n]) => `${s}×${n}`)
        .join(
          " ",
        )}${verbose && r.refusedValid.length ? `\n      refused valid: ${r.refusedValid.join("\n      refused valid: ")}` : ""}${r.failures.length ? `\n      FAIL ${r.failures.join("\n      FAIL ")}` : ""}`,
  );
  const total = reports.reduce((n, r) => n + r.requests, 0);
  const failures = reports.reduce((n, r) => n + r.failures.length, 0);
  return `${lines.join("\n")}\n${reports.length} operations, ${total} requests, ${failures} failures`;
}
