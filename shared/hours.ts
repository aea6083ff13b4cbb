/**
 * Opening hours of a listing (issue 16), kept in America/Chicago wall-clock time. This file is the
 * data contract the database column (`hours` on professionals and businesses), the owner's editor,
 * the listing page's "Open now" line and the JSON-LD all read.
 *
 * - `weekly[d]` is day d (0 = Sunday … 6 = Saturday): a list of shifts (split shifts are two or more;
 *   an empty list is closed that day). A shift whose `close` is before its `open` runs past
 *   midnight into the next day; `open: "00:00", close: "24:00"` is open 24 hours.
 * - `special` lists dates (YYYY-MM-DD, Chicago) that override the weekly hours: closed (no shifts,
 *   with an optional label such as "Thanksgiving") or different shifts.
 */
export interface Shift {
  /** "HH:MM", 00:00–23:59. */
  open: string;
  /** "HH:MM", 00:00–24:00; before `open` means past midnight. */
  close: string;
}

export interface SpecialDate {
  date: string;
  shifts: Shift[];
  label?: string | undefined;
}

export interface OpeningHours {
  weekly: [Shift[], Shift[], Shift[], Shift[], Shift[], Shift[], Shift[]];
  special: SpecialDate[];
}

export const HOURS_TIME_ZONE = "America/Chicago";
export const MAX_SHIFTS_PER_DAY = 4;
export const MAX_SPECIAL_DATES = 60;
export const MAX_LABEL_LENGTH = 60;
export const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export const DAY_MINUTES = 24 * 60;
export const OPEN_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const CLOSE_TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
export const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Minutes after midnight of "HH:MM" (24:00 is 1440). */
export function toMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** A shift as minutes after its day's midnight: [start, end), end past 1440 when it runs past midnight. */
export function shiftSpan(shift: Shift): [number, number] {
  const start = toMinutes(shift.open);
  const close = toMinutes(shift.close);
  return [start, close <= start ? close + DAY_MINUTES : close];
}

/** Open all day: 00:00–24:00 (or 00:00–00:00). */
export const isAllDay = (shift: Shift) => toMinutes(shift.open) === 0 && shiftSpan(shift)[1] === DAY_MINUTES;

/** The same hours with special dates sorted by date and labels without empty ones (what is stored). */
export function normalizeHours(hours: OpeningHours): OpeningHours {
  const sortShifts = (shifts: Shift[]) => [...shifts].sort((a, b) => toMinutes(a.open) - toMinutes(b.open)).map(({ open, close }) => ({ open, close }));
  return {
    weekly: hours.weekly.map(sortShifts) as OpeningHours["weekly"],
    special: [...hours.special]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((s) => ({ date: s.date, shifts: sortShifts(s.shifts), ...(s.label?.trim() ? { label: s.label.trim() } : {}) })),
  };
}

// ---------- Chicago wall clock ----------

const wallClock = new Intl.DateTimeFormat("en-US", {
  timeZone: HOURS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Chicago date (YYYY-MM-DD), weekday (0 = Sunday) and minutes after midnight of an instant. */
export function chicagoClock(instant: Date): { date: string; day: number; minutes: number } {
  const parts: Record<string, string> = {};
  for (const p of wallClock.formatToParts(instant)) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, day: weekdayOf(date), minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute) };
}

/** The weekday (0 = Sunday) of a YYYY-MM-DD date. */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The shifts of a date: its special entry when there is one, else its weekday's. */
export function shiftsOn(hours: OpeningHours, date: string): { shifts: Shift[]; special?: SpecialDate } {
  const special = hours.special.find((s) => s.date === date);
  return special ? { shifts: special.shifts, special } : { shifts: hours.weekly[weekdayOf(date)] ?? [] };
}

// ---------- display ----------

/** "9 AM", "5:30 PM", "12 AM" (midnight, also 24:00), "12 PM" (noon). */
export function formatTime(time: string): string {
  const minutes = toMinutes(time) % DAY_MINUTES;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "AM" : "PM"}`;
}

/** A day's hours as text: "9 AM – 5 PM", "9 AM – 12 PM, 1 PM – 5 PM", "Open 24 hours", "Closed". */
export function formatShifts(shifts: Shift[]): string {
  if (!shifts.length) return "Closed";
  if (shifts.some(isAllDay)) return "Open 24 hours";
  return [...shifts]
    .sort((a, b) => toMinutes(a.open) - toMinutes(b.open))
    .map((s) => `${formatTime(s.open)} – ${formatTime(s.close)}`)
    .join(", ");
}

/**
 * What a status line says, for a page to word in its language (the client's catalogs): open all
 * day; open until `closes`; closed today for a labelled special date; closed until `time` on
 * `date`, `ahead` days from today; closed with nothing open in the next two weeks.
 */
export type StatusParts =
  | { kind: "allDay" }
  | { kind: "open"; closes: string }
  | { kind: "closedToday"; label: string }
  | { kind: "opens"; ahead: number; date: string; time: string }
  | { kind: "closed"; label?: string | undefined };

export interface HoursStatus {
  open: boolean;
  /** "Open now · closes 5 PM", "Closed · opens tomorrow 9 AM", "Open 24 hours", "Closed today (Thanksgiving)"… */
  line: string;
  /** Today's (Chicago) date and its hours as text. */
  today: { date: string; text: string; label?: string | undefined };
}

const monthDay = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
/** "Nov 26" for a YYYY-MM-DD date. */
export const formatDate = (date: string) => monthDay.format(new Date(`${date}T00:00:00Z`));

/** How far ahead the next opening is looked for. */
const LOOKAHEAD_DAYS = 14;

/** Whether the listing is open at `instant` and what its status line says (StatusParts), in Chicago time. */
export function hoursState(hours: OpeningHours, instant: Date): { open: boolean; parts: StatusParts; today: HoursStatus["today"] } {
  const { date, minutes } = chicagoClock(instant);
  const todays = shiftsOn(hours, date);
  const today = { date, text: formatShifts(todays.shifts), ...(todays.special?.label ? { label: todays.special.label } : {}) };

  // Open now: a shift of today running, or one of yesterday's past midnight still running.
  const running = [
    ...todays.shifts.map((s) => ({ s, span: shiftSpan(s) })),
    ...shiftsOn(hours, addDays(date, -1)).shifts.map((s) => ({ s, span: shiftSpan(s).map((m) => m - DAY_MINUTES) as [number, number] })),
  ].find(({ span }) => span[0] <= minutes && minutes < span[1]);
  if (running) {
    if (isAllDay(running.s) && running.span[0] === 0) return { open: true, parts: { kind: "allDay" }, today };
    return { open: true, parts: { kind: "open", closes: running.s.close }, today };
  }
  if (todays.special && !todays.special.shifts.length && todays.special.label)
    return { open: false, parts: { kind: "closedToday", label: todays.special.label }, today };

  for (let ahead = 0; ahead <= LOOKAHEAD_DAYS; ahead++) {
    const day = addDays(date, ahead);
    const next = shiftsOn(hours, day)
      .shifts.map((s) => ({ s, start: shiftSpan(s)[0] }))
      .filter(({ start }) => ahead > 0 || start > minutes)
      .sort((a, b) => a.start - b.start)[0];
    if (next) return { open: false, parts: { kind: "opens", ahead, date: day, time: next.s.open }, today };
  }
  return { open: false, parts: { kind: "closed", label: todays.special?.label }, today };
}

/** A status line in English (the server's first render, the JSON-LD's neighbours); pages word StatusParts in their own language. */
export function statusLineEn(parts: StatusParts): string {
  switch (parts.kind) {
    case "allDay":
      return "Open 24 hours";
    case "open":
      return `Open now · closes ${formatTime(parts.closes)}`;
    case "closedToday":
      return `Closed today (${parts.label})`;
    case "closed":
      return parts.label ? `Closed today (${parts.label})` : "Closed";
    case "opens": {
      const { ahead, date } = parts;
      const name = DAY_NAMES[weekdayOf(date)];
      const when = ahead === 0 ? "" : ahead === 1 ? "tomorrow " : ahead < 7 ? `${name} ` : ahead === 7 ? `next ${name} ` : `${formatDate(date)} `;
      return `Closed · opens ${when}${formatTime(parts.time)}`;
    }
  }
}

/** Whether the listing is open at `instant` and the line to show, in Chicago time. */
export function hoursStatus(hours: OpeningHours, instant: Date): HoursStatus {
  const { open, parts, today } = hoursState(hours, instant);
  return { open, line: statusLineEn(parts), today };
}

/** Whether the hours say anything (a listing without any shift or date shows no hours). */
export const hasHours = (hours: OpeningHours | null | undefined): hours is OpeningHours =>
  !!hours && (hours.weekly.some((d) => d.length > 0) || hours.special.length > 0);

/** The special dates from `date` on, the next `count` of them (the listing page's "Special hours"). */
export function upcomingSpecial(hours: OpeningHours, date: string, count = 5): SpecialDate[] {
  return hours.special
    .filter((s) => s.date >= date)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, count);
}

// ---------- the server's clock for the first render ----------

/** id of the <script type="application/json"> a listing page carries: the server's "now" and the status line it computed. */
export const LISTING_CLOCK_ELEMENT_ID = "listing-clock";

export interface ListingClock {
  /** ISO instant the server rendered the page at. */
  now: string;
  /** The status line at `now` ("Open now · closes 5 PM"). */
  status: string;
}
