import { splitAddress } from "./split-address";

describe("splitAddress", () => {
  it.each([
    ["4127 Broadway St, San Antonio, TX 78209", "4127 Broadway St", "San Antonio, TX 78209"],
    ["Suite 300, 712 N St Mary's St, San Antonio, Texas 78205", "Suite 300, 712 N St Mary's St", "San Antonio, Texas 78205"],
    ["5803 De Zavala Rd, San Antonio TX 78249", "5803 De Zavala Rd", "San Antonio TX 78249"],
    ["7707 Floyd Curl Dr, Bldg B, San Antonio, TX 78229", "7707 Floyd Curl Dr, Bldg B", "San Antonio, TX 78229"],
    ["16607 Blanco Rd #1102, San Antonio, TX 78232-1234", "16607 Blanco Rd #1102", "San Antonio, TX 78232-1234"],
    ["18745 Stone Oak Pkwy San Antonio TX 78258", "18745 Stone Oak Pkwy", "San Antonio TX 78258"],
    ["100 Main St, Boerne, Texas", "100 Main St", "Boerne, Texas"],
    ["1500 Main Plaza, San Antonio", "1500 Main Plaza", "San Antonio"],
    ["  2240   Pleasanton Rd ,  San Antonio , TX 78221 ", "2240 Pleasanton Rd", "San Antonio, TX 78221"],
  ])("splits %j", (input, street, city) => {
    expect(splitAddress(input)).toEqual([street, city]);
  });

  it("puts the state part on line two when the part before it holds digits", () => {
    expect(splitAddress("Ste 210 - 2315 S Flores St, TX 78204")).toEqual(["Ste 210 - 2315 S Flores St", "TX 78204"]);
  });

  it("keeps an address with no comma and no state on one line", () => {
    expect(splitAddress("PO Box 12")).toEqual(["PO Box 12", ""]);
  });

  it("does not take a lowercase 'tx' inside a word for the state", () => {
    expect(splitAddress("12 Ptxa Way, Helotes")).toEqual(["12 Ptxa Way", "Helotes"]);
  });
});
