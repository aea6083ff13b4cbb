import { rmSync } from "node:fs";
import { COVER_WIDTH, DATE_SIZE, issueCovers, MIN_GAP, SAMPLE_LABEL, SAMPLE_SIZE, WATERMARK_OPACITY } from "./cover-art";
import { blend, contrastRatio, COVER_PALETTE, coverColors } from "./cover-palette";
import { textWidth } from "./cover-text";
import { loadContent } from "./load-content";
import { articleFile, contentDir, issueFile } from "./test-fixtures";

const covers = issueCovers(loadContent());
/** Capitals run wider than the mixed-case estimate the layout wraps with. */
const CAPS_GLYPH = 0.72;

describe("generated magazine covers", () => {
  it("draw one cover per issue of the archive, each at its own address and in its own colour", () => {
    expect(covers).toHaveLength(12);
    expect(new Set(covers.map((c) => c.image.src)).size).toBe(12);
    expect(new Set(covers.map((c) => c.colors.background)).size).toBe(12);
    for (const c of covers) expect(c.image.src).toMatch(new RegExp(`^/assets/covers/${c.issueId}-[0-9a-f]{10}\\.svg$`));
  });

  it("print the masthead, the month range, the featured person, the cover story and three cover lines", () => {
    const june2013 = covers.find((c) => c.issueId === "2013-06")!;
    expect(june2013.text).toEqual({
      masthead: "BUSINESS",
      date: "JUNE/JULY 2013",
      featuredPerson: "Isabel Cordero",
      story: "Built for the Heat",
      // Men on the Move is in every issue, so it is no cover line.
      lines: ["The Men Who Dress San Antonio", "Dining in the Shade", "The Midyear Checkup"],
    });
    // A second story on the cover subject is not a cover line either.
    expect(covers.find((c) => c.issueId === "2012-10")!.text.lines).not.toContain("Antonio Reyes, Reyes Tax Law");
    for (const c of covers) {
      expect(c.text.lines, c.issueId).toHaveLength(3);
      const words = c.svg.replace(/<[^>]+>/g, " ").replace(/&#39;/g, "'");
      for (const part of [c.text.date, ...c.text.featuredPerson.split(" "), ...c.text.story.split(" "), ...c.text.lines.flatMap((l) => l.split(" "))]) {
        expect(words, `${c.issueId}: ${part}`).toContain(part);
      }
      expect(c.image.alt).toContain(c.text.story);
      for (const line of c.text.lines) expect(c.image.alt).toContain(line);
    }
  });

  it("give white and the accent at least 4.5:1 against every background, where the faint initials lie too", () => {
    for (const { background, accent } of COVER_PALETTE) {
      const underWatermark = blend(background, "#ffffff", WATERMARK_OPACITY);
      for (const ground of [background, underWatermark]) {
        expect(contrastRatio("#ffffff", ground), `white on ${ground}`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(accent, ground), `${accent} on ${ground}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // Every colour a cover's text is filled with is one of the two checked above.
    for (const c of covers) {
      const fills = new Set([...c.svg.matchAll(/<text[^>]* fill="(#[0-9a-f]{6})"/g)].map((m) => m[1]));
      expect([...fills].sort()).toEqual(["#ffffff", c.colors.accent].sort());
    }
  });

  it("colour twelve issues in a row all differently, whatever the year", () => {
    const months = ["02", "04", "06", "08", "10", "12"];
    const run = Array.from({ length: 12 }, (_, i) => coverColors(2014 + Math.floor((i + 3) / 6), months[(i + 3) % 6]!).background);
    expect(new Set(run).size).toBe(12);
  });

  it("leave room between the cover story and the cover lines, and between the month range and the sample mark", () => {
    for (const c of covers) {
      expect(c.linesTop - c.storyBottom, c.issueId).toBeGreaterThanOrEqual(MIN_GAP);
      const dateLine = textWidth(c.text.date, DATE_SIZE, CAPS_GLYPH) + textWidth(SAMPLE_LABEL, SAMPLE_SIZE, CAPS_GLYPH);
      expect(dateLine, c.issueId).toBeLessThan(COVER_WIDTH - 2 * 30 - 20);
    }
  });

  it("escape the words they print", () => {
    const dir = contentDir(
      { "a-story.md": articleFile({ title: "Tacos & <Tequila>", featured: "true" }), "b-story.md": articleFile({ title: `Celeste's "Table"` }) },
      { "2012-06.yaml": issueFile(["a-story", "b-story"]) },
    );
    try {
      const [cover] = issueCovers(loadContent(dir));
      expect(cover!.svg).toContain("Tacos &#38; &#60;Tequila&#62;");
      expect(cover!.svg).toContain("Celeste&#39;s &#34;Table&#34;");
      expect(cover!.svg).not.toMatch(/<Tequila>/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
