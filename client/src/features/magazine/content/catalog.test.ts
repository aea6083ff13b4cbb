import { aliases, articles, issues } from "virtual:magazine-index";
import { slugFromTitle } from "@shared/slug";
import { allIssues, findIssue, issueArticles, issueCover, lookupArticle, lookupDerivedArticle } from "./catalog";

describe("magazine catalog (the built index)", () => {
  it("holds the 12 issues at their SPEC paths", () => {
    expect(allIssues).toHaveLength(12);
    for (const path of ["/2013/06", "/2013/04", "/2013/02", "/2012/12", "/2012/10", "/2012/08", "/2012/06", "/2012/04", "/2012/02", "/2011/12", "/2011/10", "/2011/08"]) {
      const [, year, month] = path.split("/");
      expect(findIssue(year!, month!)?.path).toBe(path);
    }
    expect(findIssue("2013", "08")).toBeUndefined();
    expect(findIssue("2012", "07")).toBeUndefined();
  });

  it("resolves every article link of every issue to an article", () => {
    let links = 0;
    for (const issue of issues) {
      expect(issueArticles(issue)).toHaveLength(issue.articles.length);
      for (const slug of issue.articles) {
        links += 1;
        const found = lookupArticle(slug);
        expect(found.kind, `${issue.path} → /articles/${slug}`).toBe("article");
      }
    }
    expect(links).toBe(91);
  });

  it("finds the cover of an article's issue, and none for an article in no issue", () => {
    expect(issueCover(articles["men-who-dress-san-antonio"]!)).toBe(findIssue("2013", "06")!.cover.src);
    expect(issueCover(articles["men-who-dress-san-antonio"]!)).toMatch(/^\/assets\/covers\/2013-06-/);
    expect(issueCover(articles["zoo-summer-nights-promo"]!)).toBeUndefined();
  });

  it("redirects every alias to a canonical slug", () => {
    expect(Object.keys(aliases)).toHaveLength(9);
    for (const [alias, slug] of Object.entries(aliases)) {
      expect(lookupArticle(alias)).toEqual({ kind: "redirect", to: `/articles/${slug}` });
      expect(lookupArticle(slug).kind).toBe("article");
    }
  });

  it("leads every /article/{title slug} to its article", () => {
    for (const article of Object.values(articles)) {
      expect(lookupDerivedArticle(slugFromTitle(article.title))).toEqual({ kind: "redirect", to: `/articles/${article.slug}` });
    }
    expect(lookupDerivedArticle("oil-in-the-blood-villarreal")).toEqual({ kind: "missing" });
    expect(lookupDerivedArticle("oil-blood-villarreal")).toEqual({ kind: "redirect", to: "/articles/oil-in-the-blood" });
  });

  it("reports unknown slugs as missing, including inherited object keys", () => {
    expect(lookupArticle("no-such-story")).toEqual({ kind: "missing" });
    expect(lookupArticle("constructor")).toEqual({ kind: "missing" });
    expect(lookupDerivedArticle("__proto__")).toEqual({ kind: "missing" });
  });
});
