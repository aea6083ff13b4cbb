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
  it("builds the API URL with the address's repeated category slugs and a trimmed search", () => {
    expect(professionalsUrl({ categories: ["banking", "legal"], search: " dental " })).toBe("/api/professionals?category=banking&category=legal&search=dental");
    expect(professionalsUrl({ categories: [], search: "  " })).toBe("/api/professionals");
  });
});
