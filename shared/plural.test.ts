import { countOf, pluralWord } from "./plural";

describe("counts in words", () => {
  it.each([
    [0, "0 professionals"],
    [1, "1 professional"],
    [2, "2 professionals"],
    [1234, "1,234 professionals"],
  ])("%i reads %j", (n, text) => expect(countOf(n, "professional")).toBe(text));

  it("takes an irregular plural and a number written otherwise", () => {
    expect(countOf(1, "business", "businesses")).toBe("1 business");
    expect(countOf(16, "business", "businesses")).toBe("16 businesses");
    expect(countOf(1000, "result", undefined, "1,000+")).toBe("1,000+ results");
    expect(pluralWord(1, "has", "have")).toBe("has");
  });
});
