import { initials, MONOGRAM_COLORS, monogramColor, monogramDataUri } from "./monogram";

/** WCAG relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe("monograms", () => {
  it.each([
    ["Ana Reyes", "AR"],
    ["Dr. Ana María Reyes-López, CPA", "AL"],
    ["José Garza", "JG"],
    ["Casa Verde Café", "CC"],
    ["Cher", "C"],
    ["  ", "?"],
    ["Élodie Ørsted", "ÉØ"],
  ])("takes the initials of %j as %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });

  it("gives every colour white text at 4.5:1 or more", () => {
    for (const color of MONOGRAM_COLORS) expect(contrast(color, "#ffffff"), color).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps a person's colour fixed and spreads names over the palette", () => {
    expect(monogramColor("Ana Reyes")).toBe(monogramColor("Ana Reyes"));
    const used = new Set(Array.from({ length: 200 }, (_, i) => monogramColor(`Sample Person ${i}`)));
    expect(used.size).toBe(MONOGRAM_COLORS.length);
  });

  it("is an SVG image address with the initials escaped", () => {
    const uri = monogramDataUri("<Bad> & Co", "business");
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    const svg = decodeURIComponent(uri.slice("data:image/svg+xml,".length));
    expect(svg).toContain(">BC</text>");
    expect(svg).not.toContain("<Bad>");
  });
});
