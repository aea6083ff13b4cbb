/**
 * Each issue's colours (issue 18: "each issue its own colour, so the archive reads as twelve
 * different issues"): a dark background that white text reads on, and a light tint of the same hue
 * for the masthead's small words and the rules. cover-art.test.ts checks every pair at ≥ 4.5:1.
 */
export interface CoverColors {
  background: string;
  accent: string;
}

/** Twelve hues, one per bi-monthly issue of two years; neighbours in the list are far apart on the wheel. */
export const COVER_PALETTE: readonly CoverColors[] = [
  { background: "#7c2d12", accent: "#fed7aa" }, // orange
  { background: "#14532d", accent: "#bbf7d0" }, // green
  { background: "#1e3a8a", accent: "#bfdbfe" }, // blue
  { background: "#881337", accent: "#fecdd3" }, // rose
  { background: "#134e4a", accent: "#99f6e4" }, // teal
  { background: "#4c1d95", accent: "#ddd6fe" }, // violet
  { background: "#713f12", accent: "#fef08a" }, // yellow
  { background: "#164e63", accent: "#a5f3fc" }, // cyan
  { background: "#701a75", accent: "#f5d0fe" }, // fuchsia
  { background: "#365314", accent: "#d9f99d" }, // lime
  { background: "#7f1d1d", accent: "#fecaca" }, // red
  { background: "#312e81", accent: "#c7d2fe" }, // indigo
];

const MONTHS = ["02", "04", "06", "08", "10", "12"] as const;

/**
 * An issue's colours, fixed by its date rather than its place in the archive, so adding an issue
 * recolours none: consecutive issues take consecutive entries, and any twelve in a row differ.
 */
export function coverColors(year: number, month: string): CoverColors {
  const issueNumber = year * MONTHS.length + MONTHS.indexOf(month as (typeof MONTHS)[number]);
  return COVER_PALETTE[issueNumber % COVER_PALETTE.length]!;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** `top` painted at `opacity` over `base` (both #rrggbb): the colour text on a tinted area really sits on. */
export function blend(base: string, top: string, opacity: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(i, i + 2), 16);
  const mixed = [1, 3, 5].map((i) => Math.round(channel(base, i) * (1 - opacity) + channel(top, i) * opacity));
  return `#${mixed.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}
