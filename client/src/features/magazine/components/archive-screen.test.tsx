// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { ArchiveScreen } from "./archive-screen";

function renderArchive() {
  const { hook } = memoryLocation({ path: "/archive" });
  return render(
    <Router hook={hook}>
      <ArchiveScreen />
    </Router>,
  );
}

// The issue cards' headings (the article results below have level-3 group headings of their own).
const issueHeadings = () =>
  screen
    .getAllByRole("article")
    .map((card) => within(card).queryByRole("heading", { level: 3 })?.textContent)
    .filter(Boolean);

describe("ArchiveScreen", () => {
  it("groups the 12 issues by year, newest year first", () => {
    renderArchive();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["2013", "2012", "2011"]);
    expect(issueHeadings()).toHaveLength(12);
    expect(issueHeadings()[0]).toBe("June/July 2013");
  });

  it("shows each issue's article list and a View Articles link to the issue", () => {
    renderArchive();
    const card = screen.getByRole("article", { name: "August/September 2011" });
    expect(within(card).getByRole("link", { name: "Oil in the Blood" })).toHaveAttribute("href", "/articles/oil-in-the-blood");
    expect(within(card).getByRole("link", { name: "View Articles from August/September 2011" })).toHaveAttribute("href", "/2011/08");
  });

  it("filters by featured person, month or year as the user types", async () => {
    const user = userEvent.setup();
    renderArchive();
    const search = screen.getByRole("searchbox", { name: "Search issues and articles" });
    await user.type(search, "2011");
    expect(issueHeadings()).toEqual(["December/January 2011", "October/November 2011", "August/September 2011"]);
    await user.clear(search);
    await user.type(search, "june");
    expect(issueHeadings()).toEqual(["June/July 2013", "June/July 2012"]);
    await user.clear(search);
    await user.type(search, "cordero");
    expect(issueHeadings()).toEqual(["June/July 2013"]);
    expect(screen.getByText("1 of 12 issues match")).toBeInTheDocument();
  });

  it("says 'No issues found' when nothing matches", async () => {
    const user = userEvent.setup();
    renderArchive();
    await user.type(screen.getByRole("searchbox", { name: "Search issues and articles" }), "zebra");
    expect(screen.getByText("No issues found")).toBeInTheDocument();
    expect(screen.queryAllByRole("heading", { level: 3 })).toEqual([]);
  });

  it("finds an article by a phrase from its body, grouped under its issue, with the words marked", async () => {
    const user = userEvent.setup();
    renderArchive();
    await user.type(screen.getByRole("searchbox", { name: "Search issues and articles" }), "walks the site at least once a week");
    const results = await screen.findByRole("region", { name: "Articles" });
    const link = within(results).getByRole("link", { name: "Built on Bedrock" });
    expect(link).toHaveAttribute("href", "/articles/built-on-bedrock");
    const snippet = link.closest("li")!.querySelector("[data-testid=article-snippet]")!;
    expect(snippet.textContent).toContain("she walks the site at least once a week");
    expect([...snippet.querySelectorAll("mark")].map((m) => m.textContent)).toEqual(expect.arrayContaining(["walks", "site", "least", "once", "week"]));
    // The issues' empty state comes before the article results, not after them (issue 28 item 13).
    const empty = screen.getByText("No issues found");
    expect(empty.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
