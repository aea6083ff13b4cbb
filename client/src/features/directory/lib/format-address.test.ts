import { addressLines, formatAddress } from "./format-address";

describe("one address format", () => {
  it.each([
    ["4127 Broadway St, San Antonio, TX 78209", "4127 Broadway St, San Antonio, TX 78209"],
    ["Suite 300, 712 N St Mary's St, San Antonio, Texas 78205", "712 N St Mary's St, Suite 300, San Antonio, TX 78205"],
    ["18745 Stone Oak Pkwy San Antonio TX 78258", "18745 Stone Oak Pkwy, San Antonio, TX 78258"],
    ["Ste 210 - 2315 S Flores St, San Antonio, TX 78204", "2315 S Flores St, Suite 210, San Antonio, TX 78204"],
    ["5803 De Zavala Rd, San Antonio TX 78249", "5803 De Zavala Rd, San Antonio, TX 78249"],
    ["16607 Blanco Rd Ste 1102, San Antonio, TX 78232-1234", "16607 Blanco Rd Suite 1102, San Antonio, TX 78232-1234"],
    ["100 Main St, Boerne, Texas", "100 Main St, Boerne, TX"],
    ["1500 Main Plaza, San Antonio", "1500 Main Plaza, San Antonio"],
    ["PO Box 12", "PO Box 12"],
  ])("writes %j as %j", (input, expected) => {
    expect(formatAddress(input)).toBe(expected);
  });

  it("gives a card its two lines in the same format", () => {
    expect(addressLines("Suite 300, 712 N St Mary's St, San Antonio, Texas 78205")).toEqual(["712 N St Mary's St, Suite 300", "San Antonio, TX 78205"]);
  });
});
