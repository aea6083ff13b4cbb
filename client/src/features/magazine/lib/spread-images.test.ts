import { spreadImages } from "./spread-images";

const positions = (p: number, n: number) => spreadImages(p, n).map((x) => x.beforeParagraph);

describe("spreadImages", () => {
  it("puts one image in the middle of the text", () => {
    expect(positions(6, 1)).toEqual([3]);
    expect(positions(5, 1)).toEqual([3]);
  });

  it("spreads several images evenly", () => {
    expect(positions(6, 2)).toEqual([2, 4]);
    expect(positions(8, 3)).toEqual([2, 4, 6]);
    expect(positions(7, 2)).toEqual([2, 5]);
  });

  it("alternates right and left floats, starting on the right", () => {
    expect(spreadImages(8, 3).map((x) => x.float)).toEqual(["right", "left", "right"]);
  });

  it("never places an image before the first paragraph or after the last", () => {
    for (let p = 0; p <= 10; p++) {
      for (let n = 0; n <= 8; n++) {
        const got = positions(p, n);
        expect(got.every((x) => x >= 1 && x <= p - 1)).toBe(true);
        expect(new Set(got).size).toBe(got.length);
        expect([...got].sort((a, b) => a - b)).toEqual(got);
      }
    }
  });

  it("uses at most one image per gap between paragraphs", () => {
    expect(positions(3, 5)).toEqual([1, 2]);
    expect(spreadImages(3, 5).map((x) => x.image)).toEqual([0, 1]);
    expect(positions(1, 2)).toEqual([]);
    expect(positions(0, 2)).toEqual([]);
  });

  it("returns nothing without images", () => {
    expect(spreadImages(6, 0)).toEqual([]);
  });
});
