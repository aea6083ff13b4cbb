// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { allIssues, issueArticles } from "../content/catalog";
import { IssueCover } from "./issue-cover";
import { IssueHeader } from "./issue-header";

const issue = allIssues[0]!;

describe("IssueCover", () => {
  it("on the issue page loads the cover at once and first: it is the page's largest image", () => {
    render(<IssueHeader issue={issue} />);
    const cover = screen.getByRole("img", { name: issue.cover.alt });
    expect(cover).toHaveAttribute("loading", "eager");
    expect(cover).toHaveAttribute("fetchpriority", "high");
  });

  it("elsewhere (the archive's cards) stays lazy", () => {
    render(<IssueCover issue={issue} />);
    const cover = screen.getByRole("img", { name: issue.cover.alt });
    expect(cover).toHaveAttribute("loading", "lazy");
    expect(cover).not.toHaveAttribute("fetchpriority");
  });

  it("shows the issue's generated cover, sized 3:4 so nothing shifts while it loads", () => {
    render(<IssueCover issue={issue} />);
    const cover = screen.getByRole("img", { name: issue.cover.alt });
    expect(cover.getAttribute("src")).toMatch(/^\/assets\/covers\/2013-06-[0-9a-f]{10}\.svg$/);
    expect(cover).toHaveAttribute("width", "600");
    expect(cover).toHaveAttribute("height", "800");
  });

  it("gives every issue a cover of its own, whose alt text names the featured person and the cover lines from its articles", () => {
    expect(allIssues).toHaveLength(12);
    expect(new Set(allIssues.map((i) => i.cover.src)).size).toBe(12);
    for (const each of allIssues) {
      expect(each.cover.alt).toContain(each.featuredPerson);
      expect(each.cover.alt).toContain(each.label);
      const titles = issueArticles(each).map((a) => a.title);
      const mentioned = titles.filter((t) => each.cover.alt.includes(t));
      // The cover story and three cover lines.
      expect(mentioned.length, each.id).toBeGreaterThanOrEqual(4);
    }
  });
});
