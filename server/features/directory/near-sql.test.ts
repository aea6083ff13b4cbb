import { resolveNear } from "@shared/sa-places";
import { SA_ZIPS } from "@shared/sa-places";
import {
  GEO_COUNT_CAP,
  geoCacheKey,
  geoCountCap,
  hasGeo,
  indexPaysForCount,
  metersBetween,
  openNowExpiry,
  RADIUS_INDEX_SHARE,
  radiusIsSelective,
} from "./near-sql";

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
    // Open now too (issue 26 item 1): 10,001 open listings counted cost most of the answer.
    expect(geoCountCap({ open: "now" }, 10_000)).toBe(GEO_COUNT_CAP);
    expect(geoCountCap({}, 10_000)).toBe(10_000);
  });
  it("counts open now through the hour index only while listing its entries costs less than testing rows until the cap", () => {
    // The bench's 1,000,000 listings with 16.7% open at night: row by row (the count took 10 ms there, 57 ms through the index).
    expect(indexPaysForCount(0.167, 1_000_000, GEO_COUNT_CAP)).toBe(false);
    expect(indexPaysForCount(0.05, 1_000_000, GEO_COUNT_CAP)).toBe(true);
    // The smaller the table, the larger the share the index still serves.
    expect(indexPaysForCount(0.167, 100_000, GEO_COUNT_CAP)).toBe(true);
    expect(indexPaysForCount(0.167, 1_000_000, 10_000)).toBe(true);
  });
  it("keeps an open-now answer until the next minute starts, and the others without a clock", () => {
    const at = Date.parse("2026-03-08T08:59:30.500Z");
    expect(openNowExpiry({ open: "now" }, at)).toBe(Date.parse("2026-03-08T09:00:00Z"));
    expect(openNowExpiry({}, at)).toBeUndefined();
    expect(hasGeo({ open: "now" })).toBe(true);
    expect(hasGeo({})).toBe(false);
  });
  it("measures great-circle meters as earthdistance does (downtown San Antonio to downtown Austin: 118,572.85 m in PostgreSQL)", () => {
    expect(metersBetween({ lat: 29.4241, lng: -98.4936 }, { lat: 30.2672, lng: -97.7431 })).toBeCloseTo(118_572.85, 1);
    expect(metersBetween(downtown, downtown)).toBe(0);
  });
  it("calls a radius selective while its circle holds less than a quarter of the city's ZIP centroids", () => {
    const share = (radius: number) => SA_ZIPS.filter((zip) => metersBetween(downtown, zip) <= radius * 1609.344).length / SA_ZIPS.length;
    expect(share(1)).toBeLessThan(RADIUS_INDEX_SHARE);
    expect(radiusIsSelective(downtown, 1)).toBe(true);
    expect(share(100)).toBe(1);
    expect(radiusIsSelective(downtown, 100)).toBe(false);
    // At the edge of the city a radius holds fewer ZIPs than downtown: 10 miles from far out stays selective.
    const edge = { lat: 29.1, lng: -98.9 };
    expect(radiusIsSelective(edge, 10)).toBe(true);
    expect(radiusIsSelective(downtown, 10)).toBe(false);
  });
});
