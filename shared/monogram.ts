/**
 * Monograms for listings without a picture (issue 18): initials on a colour fixed per name, as an
 * SVG data: URI an <img> can show (the CSP allows data: images; the bundled photos are data: URIs
 * too). No zod here: the visitors' cards import it.
 */
import { escapeMarkup } from "./markup-escape";

/** Dark colours that white text reads on at ≥ 4.5:1 (shared/monogram.test.ts checks each). */
export const MONOGRAM_COLORS = ["#1e3a8a", "#9a3412", "#166534", "#6b21a8", "#9f1239", "#115e59", "#854d0e", "#334155"] as const;

const TITLES = new Set(["dr", "mr", "mrs", "ms", "mx", "prof", "rev", "hon", "sr", "jr", "ii", "iii", "iv", "md", "dds", "cpa", "esq", "phd"]);

/** "Dr. Ana María Reyes-López, CPA" → "AR"; one word → its first letter; none → "?". */
export function initials(name: string): string {
  const words = name
    .replace(/,.*$/, "")
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((w) => w && !TITLES.has(w.toLowerCase()));
  if (words.length === 0) return "?";
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words.at(-1)!][0]! : "";
  return (first + last).toUpperCase();
}

/** A stable colour for a name (FNV-1a hash), so a person keeps theirs everywhere. */
export function monogramColor(name: string): string {
  let hash = 0x811c9dc5;
  for (const ch of name) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return MONOGRAM_COLORS[hash % MONOGRAM_COLORS.length]!;
}

/** The monogram as an image address: a circle-free square for a person, a rounded tile for a business. */
export function monogramDataUri(name: string, kind: "person" | "business"): string {
  const radius = kind === "business" ? 28 : 0;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" rx="${radius}" fill="${monogramColor(name)}"/>` +
    `<text x="100" y="100" dy=".35em" text-anchor="middle" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="80" font-weight="700" fill="#fff">${escapeMarkup(initials(name))}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
