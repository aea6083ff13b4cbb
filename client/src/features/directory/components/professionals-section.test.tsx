// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { aProfessional } from "@shared/listing-fixtures";
import { json, renderAt, stubFetch } from "@/test/render";
import { ProfessionalsSection } from "./professionals-section";

const make = (id: number) => aProfessional({ id, name: `Person ${id}`, title: "Title", categoryId: 1, category: "Banking" });

afterEach(() => vi.unstubAllGlobals());

describe("home professionals grid", () => {
  it("shows the total from X-Total-Count and loads the next page with the cursor", async () => {
    const calls = stubFetch((url) => {
      if (url === "/api/categories") return json([{ id: 1, name: "Banking", slug: "banking" }]);
      const page = url.includes("cursor=abc") ? [make(3)] : [make(1), make(2)];
      const res = json(page);
      res.headers.set("X-Total-Count", "3");
      if (!url.includes("cursor=")) res.headers.set("X-Next-Cursor", "abc");
      return res;
    });
    renderAt("/", <ProfessionalsSection />);
    expect(await screen.findByText("3 professionals found in San Antonio, Texas")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Load more (2 of 3 shown)" }));
    expect(await screen.findByText("Person 3")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Load more/ })).toBeNull();
    expect(calls).toContain("/api/professionals?cursor=abc");
  });

  it("shows a capped total as 10,000+", async () => {
    stubFetch((url) => {
      if (url === "/api/categories") return json([]);
      const res = json([make(1), make(2)]);
      res.headers.set("X-Total-Count", "10000");
      res.headers.set("X-Total-Count-Capped", "true");
      res.headers.set("X-Next-Cursor", "abc");
      return res;
    });
    renderAt("/?search=e", <ProfessionalsSection />);
    expect(await screen.findByText("10,000+ professionals found in San Antonio, Texas")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load more (2 of 10,000+ shown)" })).toBeInTheDocument();
  });

  it("says Loading... and then the error message when the list fails", async () => {
    stubFetch((url) => (url === "/api/categories" ? json([]) : json({ message: "x" }, 500)));
    renderAt("/", <ProfessionalsSection />);
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByText("Failed to fetch professionals")).toBeInTheDocument();
  });

  it("sends the URL's category slugs to the API as they are, without waiting for the category list", async () => {
    const calls = stubFetch((url) => (url === "/api/categories" ? new Promise<Response>(() => {}) : json([])));
    renderAt("/?category=legal&category=banking&search=tax", <ProfessionalsSection />);
    expect(await screen.findByText("0 professionals found in San Antonio, Texas")).toBeInTheDocument();
    expect(calls).toContain("/api/professionals?category=legal&category=banking&search=tax&counts=separate");
  });

  it("shows a search's cards at once, and its total and category counts when GET /api/professionals/counts answers (issue 26 item 1)", async () => {
    let answerCounts: (res: Response) => void = () => {};
    const calls = stubFetch((url) => {
      if (url === "/api/categories") return json([{ id: 1, name: "Banking", slug: "banking" }]);
      if (url.startsWith("/api/professionals/counts?")) return new Promise<Response>((resolve) => (answerCounts = resolve));
      const res = json([make(1), make(2)]);
      res.headers.set("X-Counts", "separate");
      res.headers.set("X-Next-Cursor", "abc");
      return res;
    });
    renderAt("/?search=tax", <ProfessionalsSection />);
    expect(await screen.findByText("Person 1")).toBeInTheDocument();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    answerCounts(json({ total: 120, categoryCounts: { 1: 120 }, languageCounts: { en: 120 } }));
    expect(await screen.findByText("120 professionals found in San Antonio, Texas")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load more (2 of 120 shown)" })).toBeInTheDocument();
    expect(calls).toContain("/api/professionals/counts?search=tax&counts=separate");
  });

  it("keeps a search's cards when its counts fail, says the count failed and counts again on request", async () => {
    let countsFail = true;
    const calls = stubFetch((url) => {
      if (url === "/api/categories") return json([{ id: 1, name: "Banking", slug: "banking" }]);
      if (url.startsWith("/api/professionals/counts?"))
        return countsFail ? json({ message: "Too many searches from your connection." }, 429) : json({ total: 2, categoryCounts: { 1: 2 } });
      const res = json([make(1), make(2)]);
      res.headers.set("X-Counts", "separate");
      return res;
    });
    renderAt("/?search=tax", <ProfessionalsSection />);
    expect(await screen.findByText("The number of matches could not be counted just now.")).toBeInTheDocument();
    expect(screen.getByText("Person 2")).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).toBeNull();
    countsFail = false;
    fireEvent.click(screen.getByRole("button", { name: "Count again" }));
    expect(await screen.findByText("2 professionals found in San Antonio, Texas")).toBeInTheDocument();
    expect(calls.filter((url) => url.startsWith("/api/professionals/counts?"))).toHaveLength(2);
  });

  it("applies a category filter even when the category list fails: only the sidebar says so", async () => {
    const calls = stubFetch((url) => (url === "/api/categories" ? json({ message: "down" }, 503) : json([make(1)])));
    renderAt("/?category=legal", <ProfessionalsSection />);
    expect(await screen.findByText("1 professional found in San Antonio, Texas")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Person 1" })).toBeInTheDocument();
    expect(await screen.findByText("Categories could not be loaded.")).toBeInTheDocument();
    expect(screen.queryByText("Error Loading Professionals")).toBeNull();
    expect(calls).toContain("/api/professionals?category=legal");
  });

  it("shows each category's count for the search, disables those with none, and says which corrected term it shows", async () => {
    stubFetch((url) => {
      if (url === "/api/categories")
        return json([
          { id: 1, name: "Banking", slug: "banking" },
          { id: 2, name: "Dental", slug: "dental" },
          { id: 3, name: "Legal Services", slug: "legal" },
        ]);
      const res = json([make(1), make(2)]);
      res.headers.set("X-Total-Count", "2");
      res.headers.set("X-Category-Counts", "2:2,3:1200");
      res.headers.set("X-Searched-For", encodeURIComponent("dentist"));
      return res;
    });
    renderAt("/?search=dentst&category=banking", <ProfessionalsSection />);
    expect(await screen.findByText((_, el) => el?.textContent === "Showing results for “dentist” instead of “dentst”.")).toBeInTheDocument();
    expect(await screen.findByRole("checkbox", { name: "Dental (2)" })).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: "Legal Services (1,200)" })).toBeEnabled();
    // No match, but selected: it stays enabled so that it can be cleared.
    expect(screen.getByRole("checkbox", { name: "Banking (0)" })).toBeEnabled();
  });

  it("disables a category without matches that is not selected, and shows plain names when the list has no counts", async () => {
    stubFetch((url) => {
      if (url === "/api/categories")
        return json([
          { id: 1, name: "Banking", slug: "banking" },
          { id: 2, name: "Dental", slug: "dental" },
        ]);
      const res = json([make(1)]);
      res.headers.set("X-Total-Count", "1");
      if (!url.includes("search=e")) res.headers.set("X-Category-Counts", "2:1");
      return res;
    });
    const { unmount } = renderAt("/?search=dent", <ProfessionalsSection />);
    expect(await screen.findByRole("checkbox", { name: "Banking (0)" })).toBeDisabled();
    expect(screen.queryByTestId("searched-for")).toBeNull();
    unmount();
    // One or two letters: the server does not count them per category.
    renderAt("/?search=e", <ProfessionalsSection />);
    expect(await screen.findByRole("checkbox", { name: "Banking" })).toBeEnabled();
    expect(screen.getByRole("checkbox", { name: "Dental" })).toBeEnabled();
  });
});
