import { slugFromTitle } from "./slug";

describe("slugFromTitle", () => {
  it("lowercases and joins words with hyphens", () => {
    expect(slugFromTitle("Oil in the Blood")).toBe("oil-in-the-blood");
  });

  it("turns every run of non-alphanumerics into one hyphen", () => {
    expect(slugFromTitle("Swimmin' & Grinnin' -- Day Tripper")).toBe("swimmin-grinnin-day-tripper");
    expect(slugFromTitle("Men on the Move: April/May 2012")).toBe("men-on-the-move-april-may-2012");
  });

  it("trims hyphens at both ends", () => {
    expect(slugFromTitle("  “Quick Bites!”  ")).toBe("quick-bites");
    expect(slugFromTitle("...")).toBe("");
  });

  it("drops accented letters like any other non-alphanumeric, as the original rule did", () => {
    expect(slugFromTitle("Día de los Muertos")).toBe("d-a-de-los-muertos");
  });
});
