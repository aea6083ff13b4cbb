import { filtersToQuery, parseFilters, professionalsUrl } from "./filters";

describe("filter state in the URL", () => {
  it("reads repeated categories and the search text", () => {
    expect(parseFilters("?category=banking&category=legal&search=garza")).toEqual({ categories: ["banking", "legal"], search: "garza" });
  });
  it("drops duplicate and malformed category slugs", () => {
    expect(parseFilters("?category=banking&category=banking&category=%3Cscript%3E").categories).toEqual(["banking"]);
  });
  it("writes a trimmed search and leaves a blank one out", () => {
    expect(filtersToQuery({ categories: ["legal"], search: "  tax  " })).toBe("?category=legal&search=tax");
    expect(filtersToQuery({ categories: [], search: "   " })).toBe("");
  });
  it("builds the API URL with repeated categoryIds and a trimmed search", () => {
    expect(professionalsUrl([3, 5], " dental ")).toBe("/api/professionals?categoryIds=3&categoryIds=5&search=dental");
    expect(professionalsUrl([], "  ")).toBe("/api/professionals");
  });
});
