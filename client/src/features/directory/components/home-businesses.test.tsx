// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { aBusiness } from "@shared/listing-fixtures";
import { json, renderAt, stubFetch } from "@/test/render";
import { HomeBusinesses } from "./home-businesses";

afterEach(() => vi.unstubAllGlobals());

const businesses = [aBusiness({ id: 1, name: "Alamo Savings Bank", category: "Banking" })];

describe("the home page's businesses section", () => {
  it("says it is not filtered by the professionals' search and offers the same search on /businesses", async () => {
    const calls = stubFetch(() => json(businesses));
    renderAt("/?category=healthcare&search=dentist", <HomeBusinesses />);
    const note = await screen.findByTestId("businesses-not-filtered");
    expect(note).toHaveTextContent("Your search above filters the professionals only; these are all businesses.");
    expect(screen.getByRole("link", { name: "Search businesses for “dentist”" })).toHaveAttribute("href", "/businesses?category=healthcare&search=dentist");
    expect(calls).toEqual(["/api/businesses"]);
  });

  it("offers the categories alone when there is no search text", async () => {
    stubFetch(() => json(businesses));
    renderAt("/?category=banking", <HomeBusinesses />);
    expect(await screen.findByRole("link", { name: "Filter businesses by the same categories" })).toHaveAttribute("href", "/businesses?category=banking");
  });

  it("shows no note without a filter", async () => {
    stubFetch(() => json(businesses));
    renderAt("/", <HomeBusinesses />);
    expect(await screen.findByText("Alamo Savings Bank")).toBeInTheDocument();
    expect(screen.queryByTestId("businesses-not-filtered")).toBeNull();
  });
});
