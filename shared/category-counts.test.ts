import { formatCategoryCounts, parseCategoryCounts } from "./category-counts";

describe("category counts in a header", () => {
  it("writes the categories with listings as id:count, and reads them back", () => {
    const text = formatCategoryCounts({ 0: 4, 3: 12, 5: 0, 11: 1 });
    // No category (0) and empty categories are left out: absent means none.
    expect(text).toBe("3:12,11:1");
    expect(parseCategoryCounts(text)).toEqual({ 3: 12, 11: 1 });
    expect(formatCategoryCounts({})).toBe("");
    expect(parseCategoryCounts("")).toEqual({});
  });
  it("skips malformed parts instead of failing", () => {
    expect(parseCategoryCounts("3:12,x:1,4:-1,5:2:3, 6:7 ,,8:")).toEqual({ 3: 12, 6: 7 });
  });
});
