import { chicagoClock, type OpeningHours } from "@shared/hours";
import type { ResponseFigures } from "@shared/leads";

/*
 * A listing's public response figures (issue 31), pure so a fixed clock can test them: the median
 * time to a first reply over the last 90 days, counted only in San Antonio business time (8 AM to
 * 6 PM, Monday to Friday, America/Chicago with its daylight-saving changes), and the share of
 * leads replied to within 72 hours. Shown only from 5 leads in 90 days. Gold plays no part.
 */
export const WINDOW_DAYS = 90;
export const MIN_LEADS = 5;
export const REPLY_WITHIN_MS = 72 * 3_600_000;
const OPEN_MINUTES = 8 * 60;
const CLOSE_MINUTES = 18 * 60;

export interface LeadTiming {
  createdAt: Date;
  firstRepliedAt: Date | null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Bound of each cache below: past it the cache is dropped whole (a day a UTC day: years fit). */
const MAX_CACHED = 10_000;

/** Chicago's offset from UTC (ms, negative) at the start of a UTC hour: one Intl format. */
function offsetOfHour(hour: number): number {
  const clock = chicagoClock(new Date(hour * HOUR_MS));
  return Date.parse(`${clock.date}T00:00:00Z`) + clock.minutes * MINUTE_MS - hour * HOUR_MS;
}

/**
 * Chicago's offset in each UTC day, when one offset holds all day (every day but the two a year
 * when daylight saving changes, at 2 AM local: those keep one offset per UTC hour). Two Intl
 * formats a day instead of one an hour: a busy listing's 3,000 leads met ~2,000 distinct hours on
 * a process's first call, 38 ms of its figures' 57 (`npm run bench:leads`). Pure, so kept for the
 * process.
 */
const dayOffsets = new Map<number, number | null>();
const hourOffsets = new Map<number, number>();

function offsetAt(instant: number): number {
  const day = Math.floor(instant / DAY_MS);
  let uniform = dayOffsets.get(day);
  if (uniform === undefined) {
    const first = offsetOfHour(day * 24);
    uniform = first === offsetOfHour(day * 24 + 23) ? first : null;
    if (dayOffsets.size >= MAX_CACHED) dayOffsets.clear();
    dayOffsets.set(day, uniform);
  }
  if (uniform !== null) return uniform;
  const hour = Math.floor(instant / HOUR_MS);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    offset = offsetOfHour(hour);
    if (hourOffsets.size >= MAX_CACHED) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset;
}

/** The Chicago date of an instant, as days since 1970-01-01. */
const chicagoDayOf = (instant: number) => Math.floor((instant + offsetAt(instant)) / DAY_MS);

/** A YYYY-MM-DD date as days since 1970-01-01. */
const dayNumberOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** The instant of a Chicago wall-clock time (8 AM or 6 PM: never inside a daylight-saving jump). */
function chicagoInstant(day: number, minutes: number): number {
  const wall = day * DAY_MS + minutes * MINUTE_MS;
  // Chicago is UTC-5 (CDT) or UTC-6 (CST): the offset whose wall clock reads back the same time.
  for (const hours of [5, 6]) {
    const at = wall + hours * HOUR_MS;
    if (at + offsetAt(at) === wall) return at;
  }
  return wall + 6 * HOUR_MS;
}

/**
 * The dates that are no business day for a listing: its special dates without shifts (a
 * holiday it closes, such as Thanksgiving), from its opening hours.
 */
export function closedDatesOf(hours: OpeningHours | null): Set<string> {
  return new Set((hours?.special ?? []).filter((s) => s.shifts.length === 0).map((s) => s.date));
}

/** Business milliseconds between two instants, closed days given as day numbers; weekdays from 1970-01-01, a Thursday. */
function businessMsBetween(from: number, to: number, closed: ReadonlySet<number>): number {
  if (to <= from) return 0;
  let total = 0;
  const last = chicagoDayOf(to);
  for (let day = chicagoDayOf(from); day <= last; day++) {
    const weekday = (day + 4) % 7;
    if (weekday === 0 || weekday === 6 || closed.has(day)) continue;
    const open = Math.max(chicagoInstant(day, OPEN_MINUTES), from);
    const close = Math.min(chicagoInstant(day, CLOSE_MINUTES), to);
    if (close > open) total += close - open;
  }
  return total;
}

/** Business minutes (8 AM–6 PM Chicago, weekdays, not a closed date) between two instants. */
export function businessMinutesBetween(from: Date, to: Date, closed: ReadonlySet<string> = new Set()): number {
  return Math.round(businessMsBetween(from.getTime(), to.getTime(), new Set([...closed].map(dayNumberOf))) / MINUTE_MS);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * The figures of one listing's leads (spam already left out) at `now`; null below 5 leads in
 * the 90 days. The rate counts a lead once it is replied to or its 72 hours have passed, so a
 * lead that came in an hour ago does not count against anyone; a lead never answered counts as
 * not replied and is left out of the median (it has no reply time).
 */
export function responseFigures(leads: readonly LeadTiming[], now: Date, closed: ReadonlySet<string> = new Set()): ResponseFigures | null {
  const since = now.getTime() - WINDOW_DAYS * 86_400_000;
  const recent = leads.filter((l) => l.createdAt.getTime() >= since && l.createdAt <= now);
  if (recent.length < MIN_LEADS) return null;
  const closedDays = new Set([...closed].map(dayNumberOf));
  const times: number[] = [];
  let replied = 0;
  let judged = 0;
  for (const lead of recent) {
    const reply = lead.firstRepliedAt && lead.firstRepliedAt <= now ? lead.firstRepliedAt : null;
    if (reply) times.push(Math.round(businessMsBetween(lead.createdAt.getTime(), reply.getTime(), closedDays) / MINUTE_MS));
    const within = reply !== null && reply.getTime() - lead.createdAt.getTime() <= REPLY_WITHIN_MS;
    if (within) replied += 1;
    if (within || now.getTime() - lead.createdAt.getTime() > REPLY_WITHIN_MS) judged += 1;
  }
  return { medianMinutes: times.length ? median(times) : null, replied, total: judged };
}
