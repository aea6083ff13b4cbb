// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import type { Professional } from "@shared/schema";
import { json, renderAt, stubFetch } from "@/test/render";
import { ProfessionalsSection } from "./professionals-section";

const make = (id: number): Professional => ({
  id,
  name: `Person ${id}`,
  title: "Title",
  company: null,
  photoUrl: null,
  phone: null,
  email: null,
  address: null,
  bio: null,
  businessId: null,
  categoryId: 1,
  category: "Banking",
  website: null,
  education: [],
  awards: [],
  specialties: [],
  socialMedia: [],
  goldUntil: null,
  hours: null,
});

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
    expect(calls).toContain("/api/professionals?category=legal&category=banking&search=tax");
  });

  it("applies a category filter even when the category list fails: only the sidebar says so", async () => {
    const calls = stubFetch((url) => (url === "/api/categories" ? json({ message: "down" }, 503) : json([make(1)])));
    renderAt("/?category=legal", <ProfessionalsSection />);
    expect(await screen.findByText("1 professionals found in San Antonio, Texas")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Person 1" })).toBeInTheDocument();
    expect(await screen.findByText("Categories could not be loaded.")).toBeInTheDocument();
    expect(screen.queryByText("Error Loading Professionals")).toBeNull();
    expect(calls).toContain("/api/professionals?category=legal");
  });
});
