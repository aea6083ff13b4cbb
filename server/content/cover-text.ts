/**
 * Text layout for the generated covers. An SVG shown as an <img> cannot measure its text, so lines
 * are broken by an estimate of each font's average glyph width, chosen on the wide side: a line
 * may end a little short, but it does not run off the cover.
 */
import { escapeMarkup } from "../../shared/markup-escape";

/** Average advance of a glyph as a share of the font size: bold serif, bold sans, regular sans. */
export const GLYPH_WIDTH = { serifBold: 0.58, sansBold: 0.62, sans: 0.56 } as const;

/** The estimated width of `text` at `fontSize`. */
export const textWidth = (text: string, fontSize: number, glyph: number) => [...text].length * fontSize * glyph;

/** Words broken greedily into lines no wider than `maxWidth` (a single longer word keeps a line of its own). */
export function wrapText(text: string, fontSize: number, glyph: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, fontSize, glyph) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}


export interface TextBlock {
  lines: string[];
  x: number;
  /** The first line's baseline. */
  y: number;
  fontSize: number;
  lineHeight: number;
  /** SVG presentation attributes of the <text> (font, weight, fill...). */
  attributes: string;
}

/** One <text> with a <tspan> per line. */
export function textElement({ lines, x, y, lineHeight, fontSize, attributes }: TextBlock): string {
  const spans = lines.map((line, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : lineHeight}">${escapeMarkup(line)}</tspan>`).join("");
  return `<text x="${x}" y="${y}" font-size="${fontSize}" ${attributes}>${spans}</text>`;
}
