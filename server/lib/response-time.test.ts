import fc from "fast-check";
import { chicagoClock } from "@shared/hours";
import { businessMinutesBetween, closedDatesOf, responseFigures, type LeadTiming } from "./response-time";

// 2026: CDT (UTC-5) until Sunday 1 November 2 AM, CST (UTC-6) after; CDT again from Sunday 8 March.
const at = (iso: string) => new Date(iso);

describe("business minutes between a lead and its first reply (8 AM–6 PM San Antonio, weekdays)", () => {
  const thanksgiving = closedDatesOf({ weekly: [[], [], [], [], [], [], []], special: [{ date: "2026-11-26", shifts: [], label: "Thanksgiving" }] });
  const cases: [string, string, string, number, ReadonlySet<string>?][] = [
    // name, lead (UTC), reply (UTC), expected minutes
    ["within the same business morning", "2026-11-24T15:00:00Z", "2026-11-24T17:00:00Z", 120], // Tue 9–11 AM CST
    ["a night counts nothing: 5 PM to 9 AM next day is one hour", "2026-11-23T23:00:00Z", "2026-11-24T15:00:00Z", 120], // Mon 5 PM → Tue 9 AM
    ["before opening counts from 8 AM", "2026-11-24T11:00:00Z", "2026-11-24T14:30:00Z", 30], // 5 AM → 8:30 AM
    ["a weekend counts nothing: Friday 5 PM to Monday 9 AM", "2026-11-20T23:00:00Z", "2026-11-23T15:00:00Z", 120],
    ["sent and answered on a Saturday", "2026-11-21T16:00:00Z", "2026-11-21T20:00:00Z", 0],
    ["a special date the listing is closed (Thanksgiving) counts nothing", "2026-11-25T23:00:00Z", "2026-11-27T15:00:00Z", 120, thanksgiving],
    ["the same holiday counts when the listing does not close", "2026-11-25T23:00:00Z", "2026-11-27T15:00:00Z", 720],
    ["the autumn daylight-saving Sunday and its Monday: 8 AM is 14:00 UTC", "2026-10-30T22:00:00Z", "2026-11-02T15:00:00Z", 120], // Fri 5 PM CDT → Mon 9 AM CST
    ["the spring change: Monday 9 March opens at 13:00 UTC", "2026-03-06T23:30:00Z", "2026-03-09T14:00:00Z", 90], // Fri 5:30 PM CST → Mon 9 AM CDT
    ["a whole business week is 50 hours", "2026-11-16T06:00:00Z", "2026-11-21T06:00:00Z", 3000],
    ["a reply before the lead counts zero", "2026-11-24T17:00:00Z", "2026-11-24T15:00:00Z", 0],
  ];
  it.each(cases)("%s", (_name, from, to, minutes, closed) => {
    expect(businessMinutesBetween(at(from), at(to), closed)).toBe(minutes);
  });
});

describe("business minutes, against a count of quarter hours read off the wall clock", () => {
  const QUARTER = 15 * 60_000;
  /** The oracle: each quarter hour between the two instants whose wall clock (Intl) is 8 AM–6 PM on a weekday not closed. */
  const slowly = (from: number, to: number, closed: ReadonlySet<string>) => {
    let minutes = 0;
    for (let t = from; t < to; t += QUARTER) {
      const clock = chicagoClock(new Date(t));
      if (clock.day > 0 && clock.day < 6 && !closed.has(clock.date) && clock.minutes >= 8 * 60 && clock.minutes < 18 * 60) minutes += 15;
    }
    return minutes;
  };
  // Quarter hours from 2026 to 2028: four daylight-saving changes a span can cross, spans up to 6 days.
  const start = Date.parse("2026-01-01T00:00:00Z") / QUARTER;
  const quarters = 3 * 365 * 96;
  it("agrees on every span, across daylight-saving changes, weekends and a closed date", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: quarters }), fc.integer({ min: 0, max: 6 * 96 }), fc.boolean(), (q, length, closeOne) => {
        const from = (start + q) * QUARTER;
        const to = from + length * QUARTER;
        const closed = new Set(closeOne ? [chicagoClock(new Date(from + 86_400_000)).date] : []);
        expect(businessMinutesBetween(new Date(from), new Date(to), closed)).toBe(slowly(from, to, closed));
      }),
      { numRuns: 300 },
    );
  });
  it("agrees on the daylight-saving days themselves", () => {
    for (const day of ["2026-03-08", "2026-11-01", "2027-03-14", "2027-11-07"]) {
      const midnight = Date.parse(`${day}T00:00:00Z`);
      for (let h = -30; h <= 30; h += 1) {
        const from = midnight + h * 3_600_000;
        expect([day, h, businessMinutesBetween(new Date(from), new Date(from + 30 * 3_600_000))]).toEqual([
          day,
          h,
          slowly(from, from + 30 * 3_600_000, new Set()),
        ]);
      }
    }
  });
});

describe("a listing's response figures", () => {
  const now = at("2026-11-24T18:00:00Z");
  const lead = (created: string, replied: string | null): LeadTiming => ({ createdAt: at(created), firstRepliedAt: replied ? at(replied) : null });
  const five = [
    lead("2026-11-16T15:00:00Z", "2026-11-16T16:00:00Z"), // 60
    lead("2026-11-17T15:00:00Z", "2026-11-17T17:00:00Z"), // 120
    lead("2026-11-18T15:00:00Z", "2026-11-18T18:00:00Z"), // 180
    lead("2026-11-19T15:00:00Z", "2026-11-19T15:30:00Z"), // 30
    lead("2026-11-20T15:00:00Z", null), // never answered
  ];
  const cases: [string, LeadTiming[], ReturnType<typeof responseFigures>][] = [
    ["nothing below 5 leads in 90 days", five.slice(0, 4), null],
    ["leads older than 90 days do not count", [...five.slice(0, 4), lead("2026-08-01T15:00:00Z", "2026-08-01T16:00:00Z")], null],
    ["a never-answered lead counts against the rate and not in the median", five, { medianMinutes: 90, replied: 4, total: 5 }],
    [
      "a reply after 72 hours counts in the median, not in the rate",
      [...five.slice(0, 4), lead("2026-11-09T15:00:00Z", "2026-11-13T15:00:00Z")],
      { medianMinutes: 120, replied: 4, total: 5 },
    ],
    ["an unanswered lead younger than 72 hours is not judged yet", [...five, lead("2026-11-24T15:00:00Z", null)], { medianMinutes: 90, replied: 4, total: 5 }],
    ["no reply at all: no median, rate 0", five.map((l) => ({ ...l, firstRepliedAt: null })), { medianMinutes: null, replied: 0, total: 5 }],
    [
      "a reply stamped after now (clock skew) is not a reply yet",
      [...five.slice(0, 4), lead("2026-11-20T15:00:00Z", "2026-11-25T15:00:00Z")],
      { medianMinutes: 90, replied: 4, total: 5 },
    ],
  ];
  it.each(cases)("%s", (_name, leads, expected) => {
    expect(responseFigures(leads, now)).toEqual(expected);
  });
});
