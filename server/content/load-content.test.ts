import { rmSync } from "node:fs";
import { loadContent } from "./load-content";
import { articleFile, contentDir, issueFile } from "./test-fixtures";

describe("the repository's content", () => {
  const content = loadContent();

  it("is valid: 12 issues, 92 articles, 9 aliases", () => {
    expect(content.problems).toEqual([]);
    expect(content.issues).toHaveLength(12);
    expect(content.articles).toHaveLength(92);
    expect(content.aliases.size).toBe(9);
  });

  it("lists every issue article exactly once, and only the zoo promotion outside any issue", () => {
    const slugs = new Set(content.articles.map((a) => a.slug));
    for (const issue of content.issues) for (const slug of issue.data.articles) expect(slugs.has(slug), `${issue.file}: ${slug}`).toBe(true);
    expect(content.articles.filter((a) => !content.listedIn.has(a.slug)).map((a) => a.slug)).toEqual(["zoo-summer-nights-promo"]);
  });

  it("maps every alias to a canonical article slug", () => {
    const slugs = new Set(content.articles.map((a) => a.slug));
    for (const [alias, slug] of content.aliases) {
      expect(slugs.has(slug), `${alias} → ${slug}`).toBe(true);
      expect(slugs.has(alias), `${alias} is not itself an article`).toBe(false);
    }
  });

  it("includes the SPEC's example slugs", () => {
    const slugs = new Set(content.articles.map((a) => a.slug));
    for (const s of ["oil-in-the-blood", "daytripper-swimmin-grinnin", "gunning-for-business-firearms", "dynamic-duo-alamo-drafthouse", "quick-bites-best-alamo-city", "men-who-dress-san-antonio"]) expect(slugs.has(s), s).toBe(true);
    expect([...slugs].some((s) => s.endsWith("-coach-of-year"))).toBe(true);
    expect([...slugs].some((s) => s.endsWith("-city-manager"))).toBe(true);
  });

  it("sends the June/July 2013 articles back to /2013/06", () => {
    const june = content.issues.find((i) => i.id === "2013-06")!;
    for (const slug of june.data.articles) expect(content.articles.find((a) => a.slug === slug)?.data.backLink).toBe("/2013/06");
  });
});

describe("loadContent on a broken folder", () => {
  const dirs: string[] = [];
  const load = (articles: Record<string, string>, issues: Record<string, string>) => {
    const dir = contentDir(articles, issues);
    dirs.push(dir);
    return loadContent(dir).problems;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("passes a valid folder", () => {
    expect(load({ "a-story.md": articleFile({}) }, { "2012-06.yaml": issueFile(["a-story"]) })).toEqual([]);
  });

  it("names the file and the field of a front matter error", () => {
    const problems = load({ "a-story.md": articleFile({ excerpt: "", featured: '"yes"', colour: "red" }) }, {});
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^content\/articles\/a-story\.md: excerpt: /), expect.stringMatching(/^content\/articles\/a-story\.md: featured: /), expect.stringMatching(/^content\/articles\/a-story\.md: \(file\): .*colour/)]));
  });

  it("rejects raw HTML in a body", () => {
    expect(load({ "a-story.md": articleFile({}, "Hi.\n\n<script>alert(1)</script>\n\nTwo.\n\nThree.") }, {})).toEqual([expect.stringContaining("content/articles/a-story.md: body: raw HTML is not allowed")]);
  });

  it("names an issue's missing article, a wrong file name and a label mismatch", () => {
    const problems = load({ "a-story.md": articleFile({ issue: "April/May 2013" }) }, { "2013-04.yaml": issueFile(["a-story", "no-such-story"], { year: 2013, month: "06" }) });
    expect(problems.sort()).toEqual(
      [
        "content/issues/2013-04.yaml: file name must be 2013-06.yaml (year-month)",
        'content/articles/a-story.md: issue: "April/May 2013" but it is listed in content/issues/2013-04.yaml ("June/July 2013")',
        "content/issues/2013-04.yaml: articles: no-such-story has no file content/articles/no-such-story.md",
        "content/issues/2013-04.yaml: articles: a fixed issue page lists exactly 6 articles",
      ].sort(),
    );
  });

  it("rejects two titles that derive the same /article/ address, and an alias that is a slug", () => {
    const problems = load({ "one.md": articleFile({ title: "Same Title", aliases: "[two]" }), "two.md": articleFile({ title: "Same title!" }) }, {});
    expect(problems).toContain("content/articles/one.md: aliases: two is also an article slug");
    expect(problems).toContain('content/articles/two.md: title: "Same title!" gives /article/same-title, which already leads to one');
  });

  it("counts paragraphs", () => {
    expect(load({ "a-story.md": articleFile({}, "Only one.") }, {})).toEqual(["content/articles/a-story.md: body: 1 paragraphs (want 3 to 8)"]);
  });

  // npm run content:check prints these problems (scripts/check-content.ts runs this loader).
  it("accepts features that name listings of the sample directory, and keeps them in order", () => {
    const dir = contentDir({ "a-story.md": articleFile({ features: "[{business: garza-whitfield-salinas}, {professional: adriana-garza}]" }) }, {});
    dirs.push(dir);
    const content = loadContent(dir);
    expect(content.problems).toEqual([]);
    expect(content.articles[0]!.features).toEqual(["business:garza-whitfield-salinas", "professional:adriana-garza"]);
  });

  it("rejects a feature naming a listing the sample directory does not have", () => {
    expect(load({ "a-story.md": articleFile({ features: "[{professional: no-such-person}, {business: adriana-garza}]" }) }, {})).toEqual([
      "content/articles/a-story.md: features: no professional with key no-such-person in server/db/sample-data",
      // A professional's key is not a business's.
      "content/articles/a-story.md: features: no business with key adriana-garza in server/db/sample-data",
    ]);
  });

  it("rejects a listing named twice in one article", () => {
    expect(load({ "a-story.md": articleFile({ features: "[{professional: adriana-garza}, {business: agarita-community-bank}, {professional: adriana-garza}]" }) }, {})).toEqual([
      "content/articles/a-story.md: features: professional:adriana-garza is named twice",
    ]);
  });

  it("rejects a feature that is not one professional or one business", () => {
    const problems = load({ "a-story.md": articleFile({ features: "[{professional: adriana-garza, business: agarita-community-bank}, {person: x}]" }) }, {});
    expect(problems).toEqual([expect.stringMatching(/^content\/articles\/a-story\.md: features\.0: /), expect.stringMatching(/^content\/articles\/a-story\.md: features\.1: /)]);
  });
});
