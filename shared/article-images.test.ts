import { fallbackImageFor, imageSources, PLACEHOLDER_IMAGE } from "./article-images";

describe("fallbackImageFor", () => {
  it("picks a themed image from a keyword in the title", () => {
    expect(fallbackImageFor("Tamale Season at the Guerra Kitchen")).toBe("/images/magazine/dining.svg");
    expect(fallbackImageFor("Daytripper: Swimmin' and Grinnin'")).toBe("/images/magazine/travel.svg");
    expect(fallbackImageFor("Boots That Mean Business")).toBe("/images/magazine/style.svg");
    expect(fallbackImageFor("Matters of the Heart")).toBe("/images/magazine/health.svg");
    expect(fallbackImageFor("Built to Last")).toBe("/images/magazine/home.svg");
    expect(fallbackImageFor("The Banker Who Reads Rig Counts")).toBe("/images/magazine/business.svg");
    expect(fallbackImageFor("Men on the Move")).toBe("/images/magazine/people.svg");
    // Style is checked before people: the tailors' story shows clothes, not a crowd.
    expect(fallbackImageFor("The Men Who Dress San Antonio")).toBe("/images/magazine/style.svg");
  });

  it("matches whole words only, ignoring case", () => {
    expect(fallbackImageFor("BUILT ON BEDROCK")).toBe("/images/magazine/home.svg");
    // "Overheating" contains "heat" and "eat", but not as words.
    expect(fallbackImageFor("Overheating")).toBe(PLACEHOLDER_IMAGE);
  });

  it("uses the placeholder when no keyword matches", () => {
    expect(fallbackImageFor("Altars of Memory")).toBe(PLACEHOLDER_IMAGE);
    expect(fallbackImageFor("")).toBe(PLACEHOLDER_IMAGE);
  });
});

describe("imageSources", () => {
  it("tries the own source, then the keyword image, then the placeholder", () => {
    expect(imageSources("/photos/a.jpg", "Boot Season")).toEqual(["/photos/a.jpg", "/images/magazine/style.svg", PLACEHOLDER_IMAGE]);
  });

  it("skips an empty source and does not repeat the placeholder", () => {
    expect(imageSources("", "Altars of Memory")).toEqual([PLACEHOLDER_IMAGE]);
    expect(imageSources(undefined, "Boot Season")).toEqual(["/images/magazine/style.svg", PLACEHOLDER_IMAGE]);
  });
});
