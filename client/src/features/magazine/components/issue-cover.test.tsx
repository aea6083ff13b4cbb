// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { allIssues } from "../content/catalog";
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
    render(<IssueCover issue={issue} size="sm" />);
    const cover = screen.getByRole("img", { name: issue.cover.alt });
    expect(cover).toHaveAttribute("loading", "lazy");
    expect(cover).not.toHaveAttribute("fetchpriority");
  });
});
