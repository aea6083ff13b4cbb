import { addDays, chicagoClock, weekdayOf, type OpeningHours } from "@shared/hours";
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

/**
 * Instants of 8 AM and 6 PM already found, by date and minutes: each costs up to four wall-clock
 * conversions (Intl, ~10 µs each), and a listing's leads meet the same few dozen business days
 * again and again (3,000 leads took half a second without it; `npm run bench:leads`). Pure, so
 * kept for the process; dropped whole past a bound (two a day: years of dates fit).
 */
const instants = new Map<string, number>();
const MAX_INSTANTS = 10_000;

/** The instant of a Chicago wall-clock time (8 AM or 6 PM: never inside a daylight-saving jump). */
function chicagoInstant(date: string, minutes: number): number {
  const key = `${date} ${minutes}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  if (instants.size >= MAX_INSTANTS) instants.clear();
  const at = findChicagoInstant(date, minutes);
  instants.set(key, at);
  return at;
}

function findChicagoInstant(date: string, minutes: number): number {
  const midnightUtc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // Chicago is UTC-5 (CDT) or UTC-6 (CST): the offset whose wall clock reads back the same time.
  for (const hours of [5, 6]) {
    const at = midnightUtc + hours * 3_600_000;
    const clock = chicagoClock(new Date(at));
    if (clock.date === date && clock.minutes === minutes) return at;
  }
  return midnightUtc + 6 * 3_600_000;
}

/**
 * The dates that are no business day for a listing: its special dates without shifts (a
 * holiday it closes, such as Thanksgiving), from its opening hours.
 */
export function closedDatesOf(hours: OpeningHours | null): Set<string> {
  return new Set((hours?.special ?? []).filter((s) => s.shifts.length === 0).map((s) => s.date));
}

const HOUR_MS = 3_600_000;
/** Chicago's offset from UTC in each UTC hour (daylight saving starts and ends on a UTC hour), kept as instants are. */
const offsets = new Map<number, number>();

/** The Chicago date of an instant: one Intl format per UTC hour ever asked, then arithmetic. */
function chicagoDateOf(instant: Date): string {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const clock = chicagoClock(new Date(hour * HOUR_MS));
    offset = Date.parse(`${clock.date}T00:00:00Z`) + clock.minutes * 60_000 - hour * HOUR_MS;
    if (offsets.size >= MAX_INSTANTS) offsets.clear();
    offsets.set(hour, offset);
  }
  return new Date(instant.getTime() + offset).toISOString().slice(0, 10);
}

/** Business minutes (8 AM–6 PM Chicago, weekdays, not a closed date) between two instants. */
export function businessMinutesBetween(from: Date, to: Date, closed: ReadonlySet<string> = new Set()): number {
  if (to <= from) return 0;
  let total = 0;
  const last = chicagoDateOf(to);
  for (let date = chicagoDateOf(from); date <= last; date = addDays(date, 1)) {
    const day = weekdayOf(date);
    if (day === 0 || day === 6 || closed.has(date)) continue;
    const open = Math.max(chicagoInstant(date, OPEN_MINUTES), from.getTime());
    const close = Math.min(chicagoInstant(date, CLOSE_MINUTES), to.getTime());
    if (close > open) total += close - open;
  }
  return Math.round(total / 60_000);
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
  const times: number[] = [];
  let replied = 0;
  let judged = 0;
  for (const lead of recent) {
    const reply = lead.firstRepliedAt && lead.firstRepliedAt <= now ? lead.firstRepliedAt : null;
    if (reply) times.push(businessMinutesBetween(lead.createdAt, reply, closed));
    const within = reply !== null && reply.getTime() - lead.createdAt.getTime() <= REPLY_WITHIN_MS;
    if (within) replied += 1;
    if (within || now.getTime() - lead.createdAt.getTime() > REPLY_WITHIN_MS) judged += 1;
  }
  return { medianMinutes: times.length ? median(times) : null, replied, total: judged };
}
