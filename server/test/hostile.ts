import fc from "fast-check";

/** How many cases each property tries; HOSTILE_RUNS raises it for a deeper run. */
export const runs = (n: number) => Number(process.env.HOSTILE_RUNS ?? n);

export const SQL_LIKE = [
  "' OR '1'='1",
  "'; DROP TABLE inquiries; --",
  "1; DELETE FROM professionals WHERE 1=1",
  '" OR ""="',
  "1 UNION SELECT null, version() --",
  "%' AND pg_sleep(5) --",
  "$1",
  "\\x27",
  "E'\\\\'",
  "';COPY (SELECT 1) TO PROGRAM 'id';--",
];
export const SCRIPT_LIKE = [
  "<script>window.__xss=1</script>",
  "</script><script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "<svg/onload=alert(1)>",
  "{{constructor.constructor('alert(1)')()}}",
  "<!--",
  "]]>",
];
export const PATH_LIKE = ["../../etc/passwd", "..%2f..%2fetc%2fpasswd", "%00", "%ff%fe", "%", "%%", "/./", "//", "\\..\\", "~", "*", "?", "#", "%2e%2e", ".."];
export const PROTO_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"];

/** Any UTF-16 unit, so also NUL, control characters and lone surrogates. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    ...SQL_LIKE,
    ...SCRIPT_LIKE,
    ...PATH_LIKE,
    ...PROTO_KEYS,
    "",
    " ",
    "\u0000",
    "\uD800",
    "\uFFFF",
    "\u202E",
    "👨‍👩‍👧",
    "null",
    "undefined",
    "NaN",
    "-1",
    "1e309",
  ),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...SQL_LIKE, ...SCRIPT_LIKE), fc.string({ maxLength: 10 })).map((p) => p.join("")),
  fc.record({ ch: fc.constantFrom("x", "é", "😀", "<", "'", "\u0000"), n: fc.integer({ min: 200, max: 12_000 }) }).map(({ ch, n }) => ch.repeat(n)),
);

/**
 * A double that JSON can carry: JSON.stringify writes Infinity and NaN as null, so a test that
 * judges the value it generated would judge another body than the one sent ({"assigneeId": Infinity}
 * arrives as a valid null: a flaky 200 in stop 25's CI).
 */
export const jsonDouble = fc.double({ noDefaultInfinity: true, noNaN: true });

/** Any JSON value, often with hostile strings and keys inside. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.anything({
    maxDepth: 2,
    key: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTO_KEYS)),
    values: [hostileText, fc.integer(), jsonDouble, fc.boolean(), fc.constant(null)],
  }),
  fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTO_KEYS)), hostileText, { maxKeys: 5 }),
);

/** A value of some other type than the field wants. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  jsonDouble,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 3 }),
);

/** Bytes that are not valid JSON (or are JSON, truncated). */
export const malformedJson: fc.Arbitrary<string> = fc.oneof(
  // Not "": an empty body is no body (express.json reads it as {}), and a handler may accept that.
  fc.string({ unit: anyCodeUnit, minLength: 1, maxLength: 200 }),
  fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1)) + "{"),
  fc.constantFrom(
    "{",
    "}",
    "[",
    '{"a":}',
    "{'a':1}",
    '{"a":1,}',
    "NaN",
    "undefined",
    "\u0000",
    '{"name":"\\ud800"}',
    '{"__proto__":{"polluted":1}}',
    "[".repeat(5000),
  ),
);

/** Node 20 has String#isWellFormed; TypeScript's ES2023 lib does not know it yet. */
const wellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

/** Whether PostgreSQL can store every string (and key) inside: no U+0000, no lone surrogate. */
export function storable(value: unknown): boolean {
  if (typeof value === "string") return !value.includes("\u0000") && wellFormed(value);
  if (value === null || typeof value !== "object") return true;
  return Object.entries(value).every(([k, v]) => storable(k) && storable(v));
}

/** encodeURIComponent, except that a lone surrogate becomes the invalid UTF-8 bytes ED A0 80. */
export function percentEncode(s: string): string {
  return Array.from(s, (ch) => (wellFormed(ch) ? encodeURIComponent(ch) : "%ED%A0%80")).join("");
}

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const STACK_TRACE = /\n\s+at\s|node_modules|\/work\/|file:\/\/|\.ts:\d+|DrizzleQueryError|Failed query|SQLSTATE|ECONNREFUSED/;

/** What every answer to hostile input must be: no 5xx, no stack, JSON {message} on API errors. */
export function expectSafeAnswer(answer: Answer, what: string, { api = true }: { api?: boolean } = {}): void {
  expect(answer.status, `${what} -> ${answer.status} ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  expect(answer.text, what).not.toMatch(STACK_TRACE);
  // Node's HTTP parser itself refuses some requests (e.g. 431 for a 40 kB URL) with an empty body.
  const fromNode = answer.text === "" && [400, 413, 414, 431].includes(answer.status);
  if (api && answer.status >= 400 && !fromNode) {
    expect(answer.contentType, what).toContain("application/json");
    const body = JSON.parse(answer.text) as { message?: unknown };
    expect(typeof body.message, what).toBe("string");
  }
}
