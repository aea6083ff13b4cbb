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
