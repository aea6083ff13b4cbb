/**
 * A coarse family for a user agent: browser engine brand and operating system, nothing else
 * (no version, no device model). The unique-visitor hash (salts.ts) takes this instead of the
 * whole user agent, so rewriting the user agent per request cannot make each view a new
 * visitor: one address counts as at most one visitor per family (a handful) for a listing a day,
 * while two people behind one household address on different browsers still count as two.
 */
const BROWSERS: readonly [string, RegExp][] = [
  ["edge", /\bEdg(e|A|iOS)?\//],
  ["opera", /\b(OPR|Opera)\//],
  ["samsung", /\bSamsungBrowser\//],
  ["firefox", /\b(Firefox|FxiOS)\//],
  ["chrome", /\b(Chrome|CriOS|Chromium)\//],
  ["safari", /\bSafari\//],
];
const SYSTEMS: readonly [string, RegExp][] = [
  ["ios", /\b(iPhone|iPad|iPod)\b/],
  ["android", /\bAndroid\b/],
  ["windows", /\bWindows\b/],
  ["mac", /\bMac OS X\b/],
  ["chromeos", /\bCrOS\b/],
  ["linux", /\bLinux\b/],
];

const first = (table: readonly [string, RegExp][], userAgent: string) => table.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? "other";

export function browserFamily(userAgent: string): string {
  return `${first(BROWSERS, userAgent)}/${first(SYSTEMS, userAgent)}`;
}
