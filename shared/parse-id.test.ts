import { parseDetailId, parseId } from "./parse-id";

describe("parseId", () => {
  it("reads a positive int4 written in digits", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("2147483647")).toBe(2_147_483_647);
  });

  it.each([undefined, "", "0", "-1", "1.5", "abc", "12a", "2147483648", "99999999999"])("refuses %j", (raw) => {
    expect(parseId(raw)).toBeNull();
  });
});

describe("parseDetailId", () => {
  it("is the id for one of ours, missing for a number no listing has, invalid for the rest", () => {
    expect(parseDetailId("42")).toBe(42);
    for (const raw of ["0", "-1", "99999999999", "2147483648", "1.5", "+3"]) expect(parseDetailId(raw)).toBe("missing");
    for (const raw of [undefined, "", "abc", "12a", "1e3", "0x10", " 1"]) expect(parseDetailId(raw)).toBe("invalid");
  });
});
