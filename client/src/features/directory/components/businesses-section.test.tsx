// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import type { Business } from "@shared/schema";
import { aBusiness } from "@shared/listing-fixtures";
import BusinessesPage from "@/app/routes/businesses";
import { json, renderAt, stubFetch } from "@/test/render";

const make = (id: number, name = `Firm ${id}`): Business =>
  aBusiness({ id, name, description: "A sample business.", address: "1 Main St, San Antonio, TX 78205", categoryId: 2, category: "Dental" });
const categories = [
  { id: 1, name: "Banking", slug: "banking" },
  { id: 2, name: "Dental", slug: "dental" },
];

afterEach(() => vi.unstubAllGlobals());

describe("/businesses' search and categories (issue 18)", () => {
  it("asks with the address's filter, shows the counts and the corrected term, and loads more with the cursor", async () => {
    const calls = stubFetch((url) => {
      if (url === "/api/categories") return json(categories);
      const res = json(url.includes("cursor=") ? [make(3)] : [make(1), make(2)]);
      res.headers.set("X-Total-Count", "3");
      if (!url.includes("cursor=")) {
        res.headers.set("X-Next-Cursor", "abc");
        res.headers.set("X-Category-Counts", "2:3");
        res.headers.set("X-Searched-For", "dental");
      }
      return res;
    });
    renderAt("/businesses?category=dental&search=dentel", <BusinessesPage />);
    expect(await screen.findByText("3 Businesses Found")).toBeInTheDocument();
    expect(calls).toContain("/api/businesses?category=dental&search=dentel");
    expect(screen.getByTestId("searched-for").textContent).toBe("Showing results for “dental” instead of “dentel”.");
    expect(await screen.findByRole("checkbox", { name: "Dental (3)" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Banking (0)" })).toBeDisabled();
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("dentel");
    expect(screen.getByRole("complementary", { name: "Filter businesses" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Load more (2 of 3 shown)" }));
    expect(await screen.findByText("Firm 3")).toBeInTheDocument();
    expect(calls).toContain("/api/businesses?category=dental&search=dentel&cursor=abc");
  });

  it("writes a category choice into the address and says when a filter matches nothing", async () => {
    stubFetch((url) => {
      if (url === "/api/categories") return json(categories);
      const res = json(url.includes("category=banking") ? [] : [make(1)]);
      res.headers.set("X-Total-Count", url.includes("category=banking") ? "0" : "1");
      res.headers.set("X-Category-Counts", "1:4,2:1");
      return res;
    });
    const { location } = renderAt("/businesses", <BusinessesPage />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Banking (4)" }));
    expect(await screen.findByText("No businesses in Banking.")).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe("/businesses?category=banking");
    expect(screen.getByText("0 Businesses Found")).toBeInTheDocument();
    // One click drops the filter that emptied the list (issue 28 item 9).
    fireEvent.click(screen.getByRole("button", { name: "Remove filter: Banking" }));
    expect(location.history?.at(-1)).toBe("/businesses");
  });
});
