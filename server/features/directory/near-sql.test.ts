import { resolveNear } from "@shared/sa-places";
import { GEO_COUNT_CAP, geoCacheKey, geoCountCap, hasGeo, openNowExpiry } from "./near-sql";

const downtown = resolveNear("78205")!;

describe("near-me list keys, counts and expiry", () => {
  it("keys a list by the resolved position, so a ZIP and its neighborhood share an entry, and plain lists keep their old key", () => {
    expect(geoCacheKey({})).toBe("");
    expect(geoCacheKey({ near: resolveNear("78209")!, sort: "distance" })).toBe(geoCacheKey({ near: resolveNear("alamo-heights")!, sort: "distance" }));
    expect(geoCacheKey({ near: downtown, radius: 5 })).not.toBe(geoCacheKey({ near: downtown, radius: 3 }));
    expect(geoCacheKey({ open: "now" })).toContain("open=now");
  });
  it("counts a near-me list up to 1,000 only when it is ordered or cut by distance", () => {
    expect(geoCountCap({ near: downtown, sort: "distance" }, 10_000)).toBe(GEO_COUNT_CAP);
    expect(geoCountCap({ near: downtown, radius: 5 }, 10_000)).toBe(GEO_COUNT_CAP);
    expect(geoCountCap({ near: downtown }, 10_000)).toBe(10_000);
    expect(geoCountCap({ near: downtown, sort: "distance" }, 5)).toBe(5);
  });
  it("keeps an open-now answer until the next minute starts, and the others without a clock", () => {
    const at = Date.parse("2026-03-08T08:59:30.500Z");
    expect(openNowExpiry({ open: "now" }, at)).toBe(Date.parse("2026-03-08T09:00:00Z"));
    expect(openNowExpiry({}, at)).toBeUndefined();
    expect(hasGeo({ open: "now" })).toBe(true);
    expect(hasGeo({})).toBe(false);
  });
});
