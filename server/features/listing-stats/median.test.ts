import { medianOf, medianWithZeros, middleRanksFromTop } from "./median";

describe("the median of a category's listings, zeros included", () => {
  it("counts the listings without a row as zeros", () => {
    expect(medianWithZeros([5, 1, 9], 3)).toBe(5);
    expect(medianWithZeros([5, 1, 9], 4)).toBe(3);
    expect(medianWithZeros([5, 1, 9], 7)).toBe(0);
    expect(medianWithZeros([10], 2)).toBe(5);
    expect(medianWithZeros([], 0)).toBe(0);
  });

  it("agrees with a plain median of the full list for any values", () => {
    for (let run = 0; run < 200; run += 1) {
      const values = Array.from({ length: 1 + (run % 13) }, (_, i) => ((run * 7 + i * 13) % 5 === 0 ? 0 : (run * 31 + i * 17) % 50));
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length / 2;
      const plain = sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
      expect(
        medianWithZeros(
          values.filter((v) => v > 0),
          values.length,
        ),
      ).toBe(plain);
    }
  });

  it("names the middle ranks from the top", () => {
    expect(middleRanksFromTop(5)).toEqual([3]);
    expect(middleRanksFromTop(4)).toEqual([2, 3]);
    expect(middleRanksFromTop(0)).toEqual([]);
  });
});

describe("the plain median of the listings that have a value", () => {
  it("is the middle value, the mean of the two middle ones, or null for none", () => {
    expect(medianOf([300, 60, 180])).toBe(180);
    expect(medianOf([1, 0.5, 0.8, 1])).toBe(0.9);
    expect(medianOf([])).toBeNull();
  });
});
