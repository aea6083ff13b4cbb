import { articleBodySchema, articleSummarySchema, headlineSchema, issueSummarySchema } from "../../shared/content";
import { loadContent } from "./load-content";
import { articleBody, articleSummaries, issueSummaries, latestHeadlines, moduleSource } from "./modules";

const content = loadContent();

describe("generated magazine modules", () => {
  it("emit issue summaries, newest first, with the fixed pages marked", () => {
    const issues = issueSummaries(content);
    for (const issue of issues) issueSummarySchema.parse(issue);
    expect(issues.map((i) => i.path)).toEqual(["/2013/06", "/2013/04", "/2013/02", "/2012/12", "/2012/10", "/2012/08", "/2012/06", "/2012/04", "/2012/02", "/2011/12", "/2011/10", "/2011/08"]);
    expect(issues.filter((i) => i.fixed).map((i) => i.id)).toEqual(["2013-06", "2013-04", "2013-02"]);
    expect(issues.at(-1)?.label).toBe("August/September 2011");
  });

  it("emit one summary and one body per article, matching the shared schemas", () => {
    const summaries = articleSummaries(content);
    expect(Object.keys(summaries)).toHaveLength(92);
    for (const summary of Object.values(summaries)) articleSummarySchema.parse(summary);
    for (const article of content.articles) articleBodySchema.parse(articleBody(article));
    expect(summaries["zoo-summer-nights-promo"]).toMatchObject({ issue: "August 2024", issueId: null });
    expect(summaries["men-who-dress-san-antonio"]).toMatchObject({ issueId: "2013-06", backLink: "/2013/06" });
  });

  it("emit at most six headlines from the newest issue", () => {
    const headlines = latestHeadlines(content);
    expect(headlines.length).toBeGreaterThan(0);
    expect(headlines.length).toBeLessThanOrEqual(6);
    for (const h of headlines) expect(headlineSchema.parse(h)).toMatchObject({ issue: "June/July 2013" });
    expect(headlines[0]).toEqual({ title: "Built for the Heat", href: "/articles/cordero-architecture-designing-for-heat", issue: "June/July 2013" });
  });

  it("import every article body lazily, one module per article", () => {
    const source = moduleSource("virtual:magazine-articles", content)!;
    expect(source.match(/import\("virtual:magazine-article\//g)).toHaveLength(92);
    expect(moduleSource("virtual:magazine-article/oil-in-the-blood", content)).toMatch(/^export default \{/);
    expect(moduleSource("virtual:magazine-article/no-such-story", content)).toBeNull();
    expect(moduleSource("virtual:other", content)).toBeNull();
  });

  it("keep article bodies out of the index", () => {
    const index = moduleSource("virtual:magazine-index", content)!;
    expect(index).not.toContain("pipe wrench on a shelf");
    expect(moduleSource("virtual:magazine-article/oil-in-the-blood", content)).toContain("pipe wrench on a shelf");
  });
});
