import { chicagoClock, formatShifts, hoursStatus, normalizeHours, type OpeningHours, type Shift } from "./hours";
import { hoursBodySchema, openingHoursSchema } from "./hours-schema";

const s = (open: string, close: string): Shift => ({ open, close });
const office = [s("09:00", "17:00")];
const week = (days: Partial<Record<number, Shift[]>>, special: OpeningHours["special"] = []): OpeningHours => ({
  weekly: [0, 1, 2, 3, 4, 5, 6].map((d) => days[d] ?? []) as OpeningHours["weekly"],
  special,
});

/** Mon–Fri 9–5, Saturday 9–12; Thanksgiving closed; Friday after Thanksgiving 10–2. */
const OFFICE = week({ 1: office, 2: office, 3: office, 4: office, 5: office, 6: [s("09:00", "12:00")] }, [
  { date: "2026-11-26", shifts: [], label: "Thanksgiving" },
  { date: "2026-11-27", shifts: [s("10:00", "14:00")], label: "Black Friday" },
]);
/** Split shifts every day: 11–2 and 5–10. */
const SPLIT = week(Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, [s("11:00", "14:00"), s("17:00", "22:00")]])));
/** A bar: Friday and Saturday 6 PM – 2 AM. */
const LATE = week({ 5: [s("18:00", "02:00")], 6: [s("18:00", "02:00")] });
const ALWAYS = week(Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, [s("00:00", "24:00")]])));
const NEVER = week({});
/** Open only on Mondays 9–5. */
const MONDAYS = week({ 1: office });
/** Sunday 9–5 (for the daylight-saving switch Sundays). */
const SUNDAYS = week({ 0: office });

// Chicago is UTC-6 (CST) in November after the 1st, UTC-5 (CDT) from 2026-03-08 03:00 to 2026-11-01 02:00.
// 2026-11-23 is a Monday; 2026-11-26 Thanksgiving (Thursday); 2026-03-08 and 2026-11-01 are Sundays.
describe("hoursStatus (Chicago wall clock)", () => {
  it.each<[string, OpeningHours, string, string]>([
    ["just before opening", OFFICE, "2026-11-23T14:59:00Z", "Closed · opens 9 AM"],
    ["at opening", OFFICE, "2026-11-23T15:00:00Z", "Open now · closes 5 PM"],
    ["just after opening", OFFICE, "2026-11-23T15:01:00Z", "Open now · closes 5 PM"],
    ["just before closing", OFFICE, "2026-11-23T22:59:00Z", "Open now · closes 5 PM"],
    ["at closing", OFFICE, "2026-11-23T23:00:00Z", "Closed · opens tomorrow 9 AM"],
    ["Saturday after closing, opens Monday", OFFICE, "2026-11-28T19:00:00Z", "Closed · opens Monday 9 AM"],
    ["Saturday morning", OFFICE, "2026-11-28T16:30:00Z", "Open now · closes 12 PM"],
    ["special closure", OFFICE, "2026-11-26T17:00:00Z", "Closed today (Thanksgiving)"],
    ["evening before the special closure", OFFICE, "2026-11-26T01:00:00Z", "Closed · opens Friday 10 AM"],
    ["special different hours", OFFICE, "2026-11-27T16:30:00Z", "Open now · closes 2 PM"],
    ["special different hours, before", OFFICE, "2026-11-27T15:30:00Z", "Closed · opens 10 AM"],
    ["between split shifts", SPLIT, "2026-11-23T21:00:00Z", "Closed · opens 5 PM"],
    ["in the first of split shifts", SPLIT, "2026-11-23T19:59:00Z", "Open now · closes 2 PM"],
    ["in the second of split shifts", SPLIT, "2026-11-24T03:59:00Z", "Open now · closes 10 PM"],
    ["after the last split shift", SPLIT, "2026-11-24T04:00:00Z", "Closed · opens tomorrow 11 AM"],
    ["past midnight from yesterday (Saturday 1 AM)", LATE, "2026-11-28T07:00:00Z", "Open now · closes 2 AM"],
    ["past midnight ends (Saturday 2 AM)", LATE, "2026-11-28T08:00:00Z", "Closed · opens 6 PM"],
    ["past midnight from Saturday into Sunday", LATE, "2026-11-29T07:59:00Z", "Open now · closes 2 AM"],
    ["before the late opening", LATE, "2026-11-27T23:59:00Z", "Closed · opens 6 PM"],
    ["open 24 hours", ALWAYS, "2026-11-23T09:00:00Z", "Open 24 hours"],
    ["closed all week", NEVER, "2026-11-23T18:00:00Z", "Closed"],
    ["opens next week (Monday evening)", MONDAYS, "2026-11-23T23:30:00Z", "Closed · opens next Monday 9 AM"],
    ["opens on a day this week", MONDAYS, "2026-11-25T18:00:00Z", "Closed · opens Monday 9 AM"],
    // 2026-03-08: clocks jump 2 AM → 3 AM. 14:30Z is 9:30 AM CDT (a fixed UTC-6 would say 8:30).
    ["spring switch day, after opening", SUNDAYS, "2026-03-08T14:30:00Z", "Open now · closes 5 PM"],
    ["spring switch day, before opening", SUNDAYS, "2026-03-08T13:59:00Z", "Closed · opens 9 AM"],
    ["spring switch day, at closing", SUNDAYS, "2026-03-08T22:00:00Z", "Closed · opens next Sunday 9 AM"],
    // 2026-11-01: clocks fall back 2 AM → 1 AM. 14:30Z is 8:30 AM CST (a fixed UTC-5 would say 9:30).
    ["fall switch day, before opening", SUNDAYS, "2026-11-01T14:30:00Z", "Closed · opens 9 AM"],
    ["fall switch day, at opening", SUNDAYS, "2026-11-01T15:00:00Z", "Open now · closes 5 PM"],
    ["fall switch day, just before closing", SUNDAYS, "2026-11-01T22:59:00Z", "Open now · closes 5 PM"],
    ["fall switch day, past midnight from Saturday in the repeated hour", LATE, "2026-11-01T07:30:00Z", "Open now · closes 2 AM"],
  ])("%s", (_name, hours, instant, line) => {
    expect(hoursStatus(hours, new Date(instant)).line).toBe(line);
  });

  it("says whether it is open and gives today's hours", () => {
    const status = hoursStatus(OFFICE, new Date("2026-11-26T17:00:00Z"));
    expect(status).toEqual({ open: false, line: "Closed today (Thanksgiving)", today: { date: "2026-11-26", text: "Closed", label: "Thanksgiving" } });
    expect(hoursStatus(SPLIT, new Date("2026-11-23T19:00:00Z")).today.text).toBe("11 AM – 2 PM, 5 PM – 10 PM");
  });
});

describe("chicagoClock", () => {
  it.each([
    ["2026-03-08T07:59:00Z", "2026-03-08", 0, 1 * 60 + 59],
    ["2026-03-08T08:00:00Z", "2026-03-08", 0, 3 * 60],
    ["2026-11-01T06:30:00Z", "2026-11-01", 0, 1 * 60 + 30],
    ["2026-11-01T07:30:00Z", "2026-11-01", 0, 1 * 60 + 30],
    ["2026-11-24T05:59:00Z", "2026-11-23", 1, 23 * 60 + 59],
  ])("%s is %s day %i minute %i", (instant, date, day, minutes) => {
    expect(chicagoClock(new Date(instant))).toEqual({ date, day, minutes });
  });
});

describe("formatShifts", () => {
  it.each([
    [[], "Closed"],
    [[s("00:00", "24:00")], "Open 24 hours"],
    [[s("13:30", "17:00"), s("08:00", "12:00")], "8 AM – 12 PM, 1:30 PM – 5 PM"],
    [[s("18:00", "00:00")], "6 PM – 12 AM"],
  ])("%j → %s", (shifts, text) => {
    expect(formatShifts(shifts)).toBe(text);
  });
});

describe("openingHoursSchema", () => {
  const issuePaths = (value: unknown) => {
    const parsed = hoursBodySchema.safeParse({ hours: value });
    return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("accepts the fixtures and null", () => {
    for (const hours of [OFFICE, SPLIT, LATE, ALWAYS, NEVER]) expect(openingHoursSchema.safeParse(hours).success).toBe(true);
    expect(hoursBodySchema.safeParse({ hours: null }).success).toBe(true);
  });

  it.each<[string, unknown, string]>([
    ["a bad time", week({ 1: [s("9:00", "17:00")] }), "hours.weekly.1.0.open: must be a time HH:MM"],
    ["24:00 as an opening", week({ 1: [s("24:00", "02:00")] }), "hours.weekly.1.0.open"],
    ["25:00 as a closing", week({ 1: [s("09:00", "25:00")] }), "hours.weekly.1.0.close"],
    ["equal open and close", week({ 1: [s("09:00", "09:00")] }), "hours.weekly.1.0.close: must differ"],
    ["overlapping shifts", week({ 2: [s("09:00", "13:00"), s("12:00", "17:00")] }), "hours.weekly.2.1.open: overlaps"],
    [
      "too many shifts",
      week({ 3: [s("01:00", "02:00"), s("03:00", "04:00"), s("05:00", "06:00"), s("07:00", "08:00"), s("09:00", "10:00")] }),
      "hours.weekly.3: may have at most 4",
    ],
    ["a shift past midnight over the next day's", week({ 5: [s("18:00", "03:00")], 6: [s("02:00", "05:00")] }), "hours.weekly.6.0.open: overlaps Friday"],
    ["six days", { weekly: [[], [], [], [], [], []], special: [] }, "hours.weekly"],
    ["a bad date", week({}, [{ date: "2026-02-30", shifts: [] }]), "hours.special.0.date: must be a real calendar date"],
    [
      "a duplicate date",
      week({}, [
        { date: "2026-11-26", shifts: [] },
        { date: "2026-11-26", shifts: [] },
      ]),
      "hours.special.1.date: is listed twice",
    ],
    ["a long label", week({}, [{ date: "2026-11-26", shifts: [], label: "x".repeat(61) }]), "hours.special.0.label: must be at most 60"],
    [
      "too many dates",
      week(
        {},
        Array.from({ length: 61 }, (_, i) => ({
          date: `2027-01-01`.replace("01-01", `0${1 + Math.floor(i / 28)}-${String(1 + (i % 28)).padStart(2, "0")}`),
          shifts: [],
        })),
      ),
      "hours.special: may list at most 60",
    ],
    ["an unknown field", { ...NEVER, extra: 1 }, "hours: Unrecognized key"],
  ])("refuses %s, naming the field", (_name, value, expected) => {
    expect(issuePaths(value).join("; ")).toContain(expected);
  });

  it("normalizes: shifts sorted, special dates by date, empty labels dropped", () => {
    const hours = week({ 1: [s("13:00", "17:00"), s("08:00", "12:00")] }, [
      { date: "2026-12-25", shifts: [], label: " " },
      { date: "2026-11-26", shifts: [], label: " Thanksgiving " },
    ]);
    expect(normalizeHours(hours)).toEqual(
      week({ 1: [s("08:00", "12:00"), s("13:00", "17:00")] }, [
        { date: "2026-11-26", shifts: [], label: "Thanksgiving" },
        { date: "2026-12-25", shifts: [] },
      ]),
    );
  });
});
