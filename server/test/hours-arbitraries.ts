import fc from "fast-check";
import type { OpeningHours } from "@shared/hours";

/** Instants a shift's edge or a DST change is near (2026-03-08, 2026-11-01, New Year, July 4th), and any instant of two years. */
const edgeInstants = ["2026-03-08T08:00:00Z", "2026-11-01T07:00:00Z", "2026-01-01T06:00:00Z", "2026-07-04T05:00:00Z"].map((t) => Date.parse(t));
export const instant = fc.oneof(
  fc.integer({ min: Date.parse("2026-01-01T00:00:00Z"), max: Date.parse("2027-12-31T00:00:00Z") }),
  fc.constantFrom(...edgeInstants).chain((t) => fc.integer({ min: -36, max: 36 }).map((k) => t + k * 15 * 60_000)),
);
const time = (max: number) => fc.integer({ min: 0, max }).map((m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`);
const shift = fc.record({ open: time(24 * 60 - 1), close: time(24 * 60) });

/** Any opening hours: up to two shifts a day (past midnight too), and special dates on the edge instants' days and the days before them. */
export const hours: fc.Arbitrary<OpeningHours> = fc.record({
  weekly: fc.tuple(...[0, 1, 2, 3, 4, 5, 6].map(() => fc.array(shift, { maxLength: 2 }))) as fc.Arbitrary<OpeningHours["weekly"]>,
  special: fc.uniqueArray(
    fc.record({ date: fc.constantFrom("2026-03-07", "2026-03-08", "2026-11-01", "2026-12-31", "2027-01-01"), shifts: fc.array(shift, { maxLength: 2 }) }),
    { selector: (s) => s.date, maxLength: 3 },
  ),
});
