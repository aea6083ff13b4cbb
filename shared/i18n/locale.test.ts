import { localizePath, splitLocalePath } from "./locale";

describe("language of an address", () => {
  it.each([
    ["/", "en", "/"],
    ["/business/1", "en", "/business/1"],
    ["/es", "es", "/"],
    ["/es/", "es", "/"],
    ["/es?search=abogado", "es", "/?search=abogado"],
    ["/es/business/1", "es", "/business/1"],
    ["/ES/business/1", "es", "/business/1"],
    ["/essay", "en", "/essay"],
    ["/estate/1", "en", "/estate/1"],
  ])("%s is %s at %s", (address, locale, path) => {
    expect(splitLocalePath(address)).toEqual({ locale, path });
  });

  it.each([
    ["/", "es", "/es"],
    ["/?search=x&open=now", "es", "/es?search=x&open=now"],
    ["/business/1", "es", "/es/business/1"],
    ["/business/1", "en", "/business/1"],
  ])("%s in %s is %s", (path, locale, address) => {
    expect(localizePath(path, locale as "en" | "es")).toBe(address);
  });

  it("round-trips every English address through Spanish", () => {
    for (const path of ["/", "/businesses", "/2013/06", "/articles/a-b", "/?category=legal"]) {
      expect(splitLocalePath(localizePath(path, "es"))).toEqual({ locale: "es", path });
    }
  });
});
