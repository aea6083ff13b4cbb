import { countsUrl, filtersToQuery, listRequest, parseFilters, professionalsRequest, readFilters } from "./filters";
import * as queryKeys from "./query-keys";

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
    expect(professionalsRequest({ categories: ["banking", "legal"], search: " dental " }).url).toBe(
      "/api/professionals?category=banking&category=legal&search=dental&counts=separate",
    );
    expect(professionalsRequest({ categories: [], search: "  " }).url).toBe("/api/professionals");
  });
  it("asks a search's counts at their own URL, with the page's query (issue 26 item 1)", () => {
    expect(countsUrl(professionalsRequest({ categories: ["legal"], search: "tax" }).url)).toBe(
      "/api/professionals/counts?category=legal&search=tax&counts=separate",
    );
  });
  it("reads an address into its filter and the grid's key and URL at once", () => {
    const { filters, request } = readFilters("?search=%20Dentist%20&category=healthcare");
    expect(filters).toEqual({ categories: ["healthcare"], search: " Dentist " });
    expect(request).toEqual({
      queryKey: queryKeys.professionals(["healthcare"], "Dentist"),
      url: "/api/professionals?category=healthcare&search=Dentist&counts=separate",
    });
  });
  it("reads /businesses' address into the business grid's key and URL (issue 18)", () => {
    const { filters, request } = readFilters("?category=dental&search=%20lane%20", "businesses");
    expect(filters).toEqual({ categories: ["dental"], search: " lane " });
    expect(request).toEqual({ queryKey: queryKeys.businesses(["dental"], "lane"), url: "/api/businesses?category=dental&search=lane" });
    // The unfiltered list: the home page's business section and /businesses share one key.
    expect(listRequest("businesses", { categories: [], search: " " })).toEqual({ queryKey: queryKeys.businesses(), url: "/api/businesses" });
  });
});
