/**
 * San Antonio calendar days (America/Chicago), as YYYY-MM-DD: statistics are kept per local day,
 * so "today" for an owner ends at their midnight, not at UTC's.
 */
const formatter = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" });

export const sanAntonioDay = (at: Date | number): string => formatter.format(at);

/** `day` moved by `days` calendar days (UTC arithmetic on a date needs no time zone). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The month (YYYY-MM) before the one of `day`. */
export function previousMonth(month: string): string {
  const [year, m] = month.split("-").map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, "0")}`;
}

/** First and last day of a month (YYYY-MM). */
export function monthDays(month: string): { from: string; to: string } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** "March 2026". */
export const monthName = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/**
 * The current San Antonio day for code that asks on every request: formatting a date costs
 * about a microsecond, so the answer is kept for a second (a count made in the first second
 * after midnight may land on the day before).
 */
export function dayClock(now: () => number = Date.now): () => string {
  let day = "";
  let until = 0;
  return () => {
    const at = now();
    // Also when the clock went back (a corrected clock; tests).
    if (at >= until || at < until - 1000) {
      day = sanAntonioDay(at);
      until = at + 1000;
    }
    return day;
  };
}
