import { sql } from "drizzle-orm";
import fc from "fast-check";
import { hoursStatus, type OpeningHours, type Shift } from "@shared/hours";
import { engines } from "../../test/database";
import { hours, instant } from "../../test/hours-arbitraries";
import { setupTestDatabase } from "../../test/test-app";

/** A week with `shifts` on the given weekdays (0 = Sunday) and nothing else. */
function week(days: Record<number, Shift[]>, special: OpeningHours["special"] = []): OpeningHours {
  return { weekly: [0, 1, 2, 3, 4, 5, 6].map((d) => days[d] ?? []) as OpeningHours["weekly"], special };
}
const nineToFive = [{ open: "09:00", close: "17:00" }];

// Instants in UTC; San Antonio is UTC-6 (CST) or UTC-5 (CDT, from 2026-03-08 02:00 to 2026-11-01 02:00).
const cases: [string, OpeningHours, string, boolean][] = [
  ["Monday 08:59 CST, before 9-5", week({ 1: nineToFive }), "2026-01-12T14:59:00Z", false],
  ["Monday 09:00 CST, at opening", week({ 1: nineToFive }), "2026-01-12T15:00:00Z", true],
  ["Monday 16:59 CST", week({ 1: nineToFive }), "2026-01-12T22:59:00Z", true],
  ["Monday 17:00 CST, at closing", week({ 1: nineToFive }), "2026-01-12T23:00:00Z", false],
  ["Friday's 22:00-02:00 at Saturday 01:30", week({ 5: [{ open: "22:00", close: "02:00" }] }), "2026-01-17T07:30:00Z", true],
  ["Friday's 22:00-02:00 at Saturday 02:00", week({ 5: [{ open: "22:00", close: "02:00" }] }), "2026-01-17T08:00:00Z", false],
  ["all day Tuesday at 23:59", week({ 2: [{ open: "00:00", close: "24:00" }] }), "2026-01-14T05:59:00Z", true],
  ["all day Tuesday at Wednesday 00:00", week({ 2: [{ open: "00:00", close: "24:00" }] }), "2026-01-14T06:00:00Z", false],
  [
    "Thanksgiving closed over a Thursday 9-5",
    week({ 4: nineToFive }, [{ date: "2026-11-26", shifts: [], label: "Thanksgiving" }]),
    "2026-11-26T18:00:00Z",
    false,
  ],
  ["the Thursday after, 9-5 again", week({ 4: nineToFive }, [{ date: "2026-11-26", shifts: [] }]), "2026-12-03T18:00:00Z", true],
  ["Christmas Eve 10-14 at 11:00", week({}, [{ date: "2026-12-24", shifts: [{ open: "10:00", close: "14:00" }] }]), "2026-12-24T17:00:00Z", true],
  [
    "Christmas Eve 10-14 at 15:00",
    week({ 4: nineToFive }, [{ date: "2026-12-24", shifts: [{ open: "10:00", close: "14:00" }] }]),
    "2026-12-24T21:00:00Z",
    false,
  ],
  [
    "New Year's Eve 20:00-02:00 at 01:00 on a closed Friday",
    week({}, [{ date: "2026-12-31", shifts: [{ open: "20:00", close: "02:00" }] }]),
    "2027-01-01T07:00:00Z",
    true,
  ],
  ["DST starts: Sunday 01:00-04:00 at 01:30 CST", week({ 0: [{ open: "01:00", close: "04:00" }] }), "2026-03-08T07:30:00Z", true],
  ["DST starts: Sunday 01:00-04:00 at 03:30 CDT", week({ 0: [{ open: "01:00", close: "04:00" }] }), "2026-03-08T08:30:00Z", true],
  ["DST starts: Sunday 01:00-04:00 at 05:00 CDT", week({ 0: [{ open: "01:00", close: "04:00" }] }), "2026-03-08T10:00:00Z", false],
  ["DST starts: Sunday 9-5 at 09:30 CDT (08:30 in CST)", week({ 0: nineToFive }), "2026-03-08T14:30:00Z", true],
  ["DST ends: Sunday 01:00-02:00 at the first 01:30 (CDT)", week({ 0: [{ open: "01:00", close: "02:00" }] }), "2026-11-01T06:30:00Z", true],
  ["DST ends: Sunday 01:00-02:00 at the second 01:30 (CST)", week({ 0: [{ open: "01:00", close: "02:00" }] }), "2026-11-01T07:30:00Z", true],
  ["DST ends: Sunday 01:00-02:00 at 02:30 CST", week({ 0: [{ open: "01:00", close: "02:00" }] }), "2026-11-01T08:30:00Z", false],
  ["DST ends: Sunday 9-5 at 08:30 CST (09:30 in CDT)", week({ 0: nineToFive }), "2026-11-01T14:30:00Z", false],
];

describe.each(engines)("listing_open_at (SQL) on %s", (engine) => {
  const database = setupTestDatabase(engine);
  const openAt = async (h: OpeningHours | null, at: string) => {
    const result = (await database.db.execute(sql`select listing_open_at(${h === null ? null : JSON.stringify(h)}::jsonb, ${at}::timestamptz) as open`)) as {
      rows: { open: boolean }[];
    };
    return result.rows[0]!.open;
  };

  it.each(cases)("%s", async (_name, h, at, expected) => {
    expect(await openAt(h, at)).toBe(expected);
    expect(hoursStatus(h, new Date(at)).open).toBe(expected);
  });

  it("is closed with no hours at all", async () => {
    expect(await openAt(null, "2026-01-12T18:00:00Z")).toBe(false);
  });

  it("agrees with hoursStatus (the listing page's line) for any hours at any instant", async () => {
    await fc.assert(
      fc.asyncProperty(hours, instant, async (h, t) => {
        const at = new Date(t).toISOString();
        expect(await openAt(h, at)).toBe(hoursStatus(h, new Date(t)).open);
      }),
      { numRuns: 300 },
    );
  });
});
