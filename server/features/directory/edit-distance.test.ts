import { allowedTypos, nearestWord, typoDistance } from "./edit-distance";

describe("typo distance (optimal string alignment)", () => {
  it.each([
    ["garza", "garza", 0],
    ["gazra", "garza", 1], // two neighbors swapped
    ["atorney", "attorney", 1], // a missing letter
    ["mortgauge", "mortgage", 1], // an extra letter
    ["realter", "realtor", 1], // a wrong letter
    ["realter", "realty", 2],
    ["practioner", "practitioner", 2],
    ["ca", "abc", 3], // no substring is edited twice (true Damerau would say 2)
    ["", "abc", 3],
    ["josé", "jose", 1], // code points, not UTF-16 units
  ])("%j to %j is %i", (a, b, expected) => {
    expect(typoDistance(a, b)).toBe(expected);
    expect(typoDistance(b, a)).toBe(expected);
  });

  it("stops past the most it is asked about, answering one more", () => {
    expect(typoDistance("dentist", "architect", 2)).toBe(3);
    expect(typoDistance("abcdefgh", "a", 1)).toBe(2);
    expect(typoDistance("gazra", "garza", 1)).toBe(1);
  });

  it("allows no typo under 5 letters, one from 5, two from 9", () => {
    expect([3, 4, 5, 8, 9, 14].map(allowedTypos)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it("prefers the nearest word, then the most similar, then the first alphabetically", () => {
    const candidates = [
      { word: "realty", similarity: 0.5 },
      { word: "realtor", similarity: 0.4 },
    ];
    expect(nearestWord("realter", candidates)).toBe("realtor");
    expect(
      nearestWord("garsa", [
        { word: "garza", similarity: 0.3 },
        { word: "garse", similarity: 0.4 },
      ]),
    ).toBe("garse");
    expect(
      nearestWord("garsa", [
        { word: "garzo", similarity: 0.2 },
        { word: "garza", similarity: 0.3 },
        { word: "garca", similarity: 0.3 },
      ]),
    ).toBe("garca");
    // Too far, or too short to correct.
    expect(nearestWord("realter", [{ word: "realty", similarity: 0.5 }])).toBeUndefined();
    expect(nearestWord("okfr", [{ word: "okfor", similarity: 0.5 }])).toBeUndefined();
  });
});
