import { paragraphs } from "./listing";

describe("paragraphs", () => {
  it("splits at blank lines, whitespace-only lines and CRLF, trimming each paragraph", () => {
    expect(paragraphs("One\n\nTwo  \r\n \r\nThree\nstill three")).toEqual(["One", "Two", "Three\nstill three"]);
  });

  it("drops empty paragraphs and reads a missing bio as none", () => {
    expect(paragraphs("\n\n  \n\nOnly\n\n\n\n")).toEqual(["Only"]);
    expect(paragraphs(null)).toEqual([]);
    expect(paragraphs("")).toEqual([]);
  });
});
