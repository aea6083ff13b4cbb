import { freshnessDate, freshnessText } from "./listing-freshness";

describe("freshness line", () => {
  it("names who confirmed the listing and the San Antonio date, whatever the reader's time zone", () => {
    expect(freshnessText({ by: "owner", on: "2026-11-23" })).toBe("Updated by the owner on November 23, 2026");
    expect(freshnessText({ by: "staff", on: "2027-01-01" })).toBe("Checked by our staff on January 1, 2027");
    expect(freshnessDate("2026-03-08")).toBe("March 8, 2026");
  });
});
