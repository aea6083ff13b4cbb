import { annualSaving, PLAN_PRICE_CENTS, planPrice, wholeDollars } from "./plans";

describe("plan prices", () => {
  it("prints each plan's price in whole dollars from the cents table", () => {
    expect(planPrice("gold-monthly")).toBe("$49");
    expect(planPrice("gold-annual")).toBe("$490");
    expect(wholeDollars(PLAN_PRICE_CENTS["gold-annual"] * 3)).toBe("$1,470");
  });

  it("derives the annual saving from the two prices", () => {
    expect(annualSaving()).toBe("$98");
  });
});
