import { articleBlockSchema, articleFrontMatterSchema, issueFileSchema, issueIdSchema, slugSchema } from "./content";

const article = { sample: true, title: "T", issue: "June/July 2013", excerpt: "E" };
const issue = {
  sample: true,
  year: 2013,
  month: "06",
  monthLabel: "June/July",
  featuredPerson: "P",
  description: "D",
  cover: { alt: "Cover" },
  articles: ["a-story"],
};
const fieldOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => i.path.join("."));

describe("articleFrontMatterSchema", () => {
  it("fills defaults for the optional lists and the featured flag", () => {
    expect(articleFrontMatterSchema.parse(article)).toEqual({ ...article, featured: false, images: [], aliases: [], features: [] });
  });

  it("defaults an image source to empty, keeping the alt text", () => {
    expect(articleFrontMatterSchema.parse({ ...article, images: [{ alt: "A tailor" }] }).images).toEqual([{ alt: "A tailor", src: "" }]);
  });

  it.each([
    [{ title: "" }, "title"],
    [{ excerpt: undefined }, "excerpt"],
    [{ sample: false }, "sample"],
    [{ publishDate: "June 2013" }, "publishDate"],
    [{ backLink: "2013/06" }, "backLink"],
    [{ aliases: ["Old_Slug"] }, "aliases.0"],
    [{ images: [{ alt: "" }] }, "images.0.alt"],
    [{ featured: "yes" }, "featured"],
  ])("rejects %j at %s", (change, field) => {
    expect(fieldOf(articleFrontMatterSchema.safeParse({ ...article, ...change }))).toEqual([field]);
  });

  it("rejects unknown keys, so a typo cannot pass silently", () => {
    expect(articleFrontMatterSchema.safeParse({ ...article, auther: "X" }).success).toBe(false);
  });
});

describe("issueFileSchema", () => {
  it("accepts a bi-monthly issue", () => {
    expect(issueFileSchema.parse(issue).cover).toEqual({ alt: "Cover", src: "" });
  });

  it.each([
    [{ month: "07" }, "month"],
    [{ month: 6 }, "month"],
    [{ year: 2014 }, "year"],
    [{ articles: [] }, "articles"],
    [{ cover: {} }, "cover.alt"],
  ])("rejects %j at %s", (change, field) => {
    expect(fieldOf(issueFileSchema.safeParse({ ...issue, ...change }))).toEqual([field]);
  });
});

describe("ids and blocks", () => {
  it("checks slugs and issue ids", () => {
    expect(slugSchema.safeParse("oil-in-the-blood").success).toBe(true);
    expect(slugSchema.safeParse("oil--blood").success).toBe(false);
    expect(issueIdSchema.safeParse("2012-12").success).toBe(true);
    expect(issueIdSchema.safeParse("2014-02").success).toBe(false);
  });

  it("allows only h2 and h3 subheadings", () => {
    expect(articleBlockSchema.safeParse({ kind: "heading", level: 2, html: "x" }).success).toBe(true);
    expect(articleBlockSchema.safeParse({ kind: "heading", level: 1, html: "x" }).success).toBe(false);
  });
});
