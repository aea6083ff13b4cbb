import { appendGeo, formatDistance, geoKey, parseGeo } from "./geo";
import { NO_GEO, pointNear } from "./geo-choices";
import { resolveNear, SA_NEIGHBORHOODS, SA_ZIPS } from "./sa-places";

const query = (text: string) => {
  const params = new URLSearchParams();
  appendGeo(params, parseGeo(new URLSearchParams(text)));
  return params.toString();
};

describe("near me in the address", () => {
  it("reads and writes the geo words in one order", () => {
    expect(parseGeo(new URLSearchParams("near=78209&sort=distance&radius=5&open=now"))).toEqual({
      near: "78209",
      sortByDistance: true,
      sortByRating: false,
      radius: 5,
      openNow: true,
    });
    expect(query("open=now&radius=5&sort=distance&near=78209")).toBe("near=78209&sort=distance&radius=5&open=now");
  });
  it("drops a sort or radius without a place, and keeps open now alone", () => {
    expect(query("sort=distance&radius=5&open=now")).toBe("open=now");
    expect(parseGeo(new URLSearchParams("near=78209&radius=abc")).radius).toBeUndefined();
  });
  it("reads and writes highest rated with or without a place; nearest first wins with a place", () => {
    expect(parseGeo(new URLSearchParams("sort=rated")).sortByRating).toBe(true);
    expect(query("sort=rated")).toBe("sort=rated");
    expect(query("open=now&sort=rated&near=78209&radius=5")).toBe("near=78209&sort=rated&radius=5&open=now");
    expect(query("sort=rated&near=78209")).toBe("near=78209&sort=rated");
  });
  it("keys a list without geo words as before (no extra key fields)", () => {
    expect(geoKey(NO_GEO)).toEqual({});
    expect(geoKey({ ...NO_GEO, openNow: true })).toEqual({ ...NO_GEO, openNow: true });
  });
  it("writes distances in miles with one decimal", () => {
    expect(formatDistance(480)).toBe("0.3 mi");
    expect(formatDistance(0)).toBe("0.0 mi");
    expect(formatDistance(20_000)).toBe("12.4 mi");
  });
  it("rounds a shared position to 3 decimals", () => {
    expect(pointNear(29.463212, -98.466149)).toBe("29.463,-98.466");
  });
});

describe("San Antonio places", () => {
  it("resolves a ZIP, a neighborhood (its ZIP's centroid) and a position; refuses the rest", () => {
    const zip = SA_ZIPS.find((z) => z.zip === "78209")!;
    expect(resolveNear("78209")).toEqual({ lat: zip.lat, lng: zip.lng, label: "78209" });
    expect(resolveNear("alamo-heights")).toEqual({ lat: zip.lat, lng: zip.lng, label: "Alamo Heights" });
    expect(resolveNear("29.5,-98.5")).toEqual({ lat: 29.5, lng: -98.5, label: "your location" });
    for (const bad of ["10001", "atlantis", "91,0", "29.5,-181", "29.5", ""]) expect(resolveNear(bad)).toBeNull();
  });
  it("ships unique ZIPs inside Bexar County's box, and neighborhoods that name one of them", () => {
    expect(new Set(SA_ZIPS.map((z) => z.zip)).size).toBe(SA_ZIPS.length);
    for (const z of SA_ZIPS) {
      expect(z.lat).toBeGreaterThan(29.1);
      expect(z.lat).toBeLessThan(29.8);
      expect(z.lng).toBeGreaterThan(-98.85);
      expect(z.lng).toBeLessThan(-98.2);
    }
    const zips = new Set(SA_ZIPS.map((z) => z.zip));
    for (const n of SA_NEIGHBORHOODS) expect(zips.has(n.zip)).toBe(true);
  });
});
