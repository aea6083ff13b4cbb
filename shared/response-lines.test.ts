import { responseLinesOf } from "./response-lines";

describe("the response lines a page and a card show", () => {
  it("shows nothing without figures (below 5 leads in 90 days)", () => {
    expect(responseLinesOf(null)).toEqual([]);
    expect(responseLinesOf(undefined)).toEqual([]);
  });

  it.each([
    [0, { message: "hours", count: 1 }],
    [59, { message: "hours", count: 1 }],
    [61, { message: "hours", count: 2 }],
    [599, { message: "hours", count: 10 }],
    [600, { message: "days", count: 1 }],
    [1201, { message: "days", count: 3 }],
  ])("rounds a median of %i business minutes up to %o", (medianMinutes, line) => {
    expect(responseLinesOf({ medianMinutes, replied: 9, total: 10 })).toEqual([line, { message: "rate", replied: 9, total: 10 }]);
  });

  it("gives the rate out of 10, and no time when nothing was answered", () => {
    expect(responseLinesOf({ medianMinutes: null, replied: 0, total: 6 })).toEqual([{ message: "rate", replied: 0, total: 10 }]);
    expect(responseLinesOf({ medianMinutes: 30, replied: 2, total: 3 })).toEqual([
      { message: "hours", count: 1 },
      { message: "rate", replied: 7, total: 10 },
    ]);
    // Every lead still inside its 72 hours: no rate yet.
    expect(responseLinesOf({ medianMinutes: 30, replied: 0, total: 0 })).toEqual([{ message: "hours", count: 1 }]);
  });
});
