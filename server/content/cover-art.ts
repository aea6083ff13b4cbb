import { createHash } from "node:crypto";
import type { ContentImage } from "../../shared/content";
import { coverColors, type CoverColors } from "./cover-palette";
import { GLYPH_WIDTH, textElement, wrapText, type TextBlock } from "./cover-text";
import { escapeMarkup } from "../../shared/markup-escape";
import type { LoadedContent, LoadedIssue } from "./load-content";

/**
 * Typographic magazine covers (issue 18), drawn at build time: the archive has no cover photos,
 * so each issue gets the masthead, its month range, the featured person, the cover story and three
 * cover lines from its articles, on its own colour. The Vite content plugin emits them as files
 * under assets/ (hashed names, cached for a year); the server's pages name the same files.
 */

export const COVER_WIDTH = 600;
export const COVER_HEIGHT = 800;
const MARGIN = 30;
const TEXT_WIDTH = COVER_WIDTH - 2 * MARGIN;
/** The featured person's initials, drawn huge and faint behind the cover lines. */
export const WATERMARK_OPACITY = 0.08;

const SERIF = `font-family="Georgia,'Times New Roman',serif"`;
const SANS = `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif"`;

export interface CoverText {
  masthead: string;
  /** "JUNE/JULY 2013" */
  date: string;
  featuredPerson: string;
  /** The cover story: the issue's featured article. */
  story: string;
  /** Three more of the issue's articles. */
  lines: string[];
}

export interface CoverArt {
  issueId: string;
  svg: string;
  /** src: where the built site serves it, /assets/covers/<id>-<hash of the SVG>.svg; alt: all its words. */
  image: ContentImage;
  text: CoverText;
  colors: CoverColors;
  /** Lowest baseline of the story block and highest top of the cover lines, for the layout test. */
  storyBottom: number;
  linesTop: number;
}

const issueInitials = (name: string) =>
  name
    .replace(/^Dr\.\s+/, "")
    .split(/\s+/)
    .map((w) => [...w][0] ?? "")
    .join("")
    .slice(0, 2);

/** The cover story and three lines: the issue's own words, skipping the column every issue has and a second story on the cover subject. */
function coverText(content: LoadedContent, issue: LoadedIssue): CoverText {
  const { data } = issue;
  const titles = new Map(content.articles.map((a) => [a.slug, a.data]));
  const articles = data.articles.flatMap((slug) => titles.get(slug) ?? []);
  const story = articles.find((a) => a.featured) ?? articles[0]!;
  const surname = data.featuredPerson.split(/\s+/).at(-1)!;
  const lines = articles
    .filter((a) => a !== story && !a.title.startsWith("Men on the Move") && !a.title.includes(surname))
    .slice(0, 3)
    .map((a) => a.title);
  return { masthead: "BUSINESS", date: `${data.monthLabel} ${data.year}`.toUpperCase(), featuredPerson: data.featuredPerson, story: story.title, lines };
}

/** The cover lines at the foot of the cover, the last one 36 units above the edge: a bar and the words, in the largest size that leaves the story room. */
function drawCoverLines(lines: string[], storyBottom: number, accent: string, white: string): { elements: string[]; top: number } {
  let layout = { elements: [] as string[], top: COVER_HEIGHT };
  for (const fontSize of [30, 28, 26]) {
    const lineHeight = Math.round(fontSize * 1.2);
    const blocks = lines.map((line) => wrapText(line, fontSize, GLYPH_WIDTH.sansBold, TEXT_WIDTH - 22));
    const heights = blocks.map((b) => b.length * lineHeight);
    let top = COVER_HEIGHT - 36 - heights.reduce((sum, h) => sum + h, 0) - 22 * (blocks.length - 1);
    const linesTop = top;
    const elements = blocks.map((block, i) => {
      const text: TextBlock = { lines: block, x: MARGIN + 22, y: top + Math.round(fontSize * 0.9), fontSize, lineHeight, attributes: `${SANS} font-weight="700" ${white}` };
      const bar = `<rect x="${MARGIN}" y="${top + 4}" width="8" height="${heights[i]! - 8}" ${accent}/>`;
      top += heights[i]! + 22;
      return bar + textElement(text);
    });
    layout = { elements, top: linesTop };
    if (linesTop - storyBottom >= MIN_GAP) break;
  }
  return layout;
}

/** Space kept between the cover story's last baseline and the first cover line. */
export const MIN_GAP = 40;

function drawCover(text: CoverText, colors: CoverColors): { svg: string; storyBottom: number; linesTop: number } {
  const white = `fill="#ffffff"`;
  const accent = `fill="${colors.accent}"`;
  const name: TextBlock = { lines: wrapText(text.featuredPerson, 62, GLYPH_WIDTH.serifBold, TEXT_WIDTH), x: MARGIN, y: 370, fontSize: 62, lineHeight: 66, attributes: `${SERIF} font-weight="700" ${white}` };
  const nameBottom = name.y + (name.lines.length - 1) * name.lineHeight;
  const story: TextBlock = { lines: wrapText(text.story, 32, GLYPH_WIDTH.sans, TEXT_WIDTH), x: MARGIN, y: nameBottom + 48, fontSize: 32, lineHeight: 38, attributes: `${SANS} font-style="italic" ${accent}` };
  const storyBottom = story.y + (story.lines.length - 1) * story.lineHeight;
  const coverLines = drawCoverLines(text.lines, storyBottom, accent, white);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${colors.background}"/>`,
    `<text x="${COVER_WIDTH - 10}" y="${COVER_HEIGHT - 40}" text-anchor="end" font-size="420" ${SERIF} font-weight="700" ${white} fill-opacity="${WATERMARK_OPACITY}">${escapeMarkup(issueInitials(text.featuredPerson))}</text>`,
    `<text x="${COVER_WIDTH / 2}" y="70" text-anchor="middle" font-size="26" ${SANS} font-weight="700" letter-spacing="14" ${accent}>SAN ANTONIO</text>`,
    `<text x="${COVER_WIDTH / 2}" y="180" text-anchor="middle" font-size="124" ${SERIF} font-weight="700" ${white} textLength="${TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs">${text.masthead}</text>`,
    `<rect x="${MARGIN}" y="204" width="${TEXT_WIDTH}" height="4" ${accent}/>`,
    `<text x="${MARGIN}" y="240" font-size="${DATE_SIZE}" ${SANS} font-weight="700" ${white}>${escapeMarkup(text.date)}</text>`,
    `<text x="${COVER_WIDTH - MARGIN}" y="240" text-anchor="end" font-size="${SAMPLE_SIZE}" ${SANS} ${accent}>${SAMPLE_LABEL}</text>`,
    `<text x="${MARGIN}" y="300" font-size="24" ${SANS} font-weight="700" letter-spacing="4" ${accent}>COVER STORY</text>`,
    textElement(name),
    textElement(story),
    ...coverLines.elements,
    `</svg>`,
  ].join("");
  return { svg, storyBottom, linesTop: coverLines.top };
}

/** The date line: the month range on the left, the sample mark on the right; the test checks they never meet. */
export const DATE_SIZE = 22;
export const SAMPLE_SIZE = 18;
export const SAMPLE_LABEL = "SAMPLE ISSUE";

/** Every issue's cover, in the order of content.issues. */
export function issueCovers(content: LoadedContent): CoverArt[] {
  return content.issues.map((issue) => {
    const text = coverText(content, issue);
    const colors = coverColors(issue.data.year, issue.data.month);
    const { svg, storyBottom, linesTop } = drawCover(text, colors);
    const hash = createHash("sha256").update(svg).digest("hex").slice(0, 10);
    // Everything the picture says, for those who cannot see it.
    const alt = `${issue.data.cover.alt}. Cover story: ${text.story}. Also in this issue: ${text.lines.join("; ")}.`;
    return { issueId: issue.id, svg, image: { src: `/assets/covers/${issue.id}-${hash}.svg`, alt }, text, colors, storyBottom, linesTop };
  });
}
