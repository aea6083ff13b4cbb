/**
 * A date input's day (YYYY-MM-DD) as the instant it starts in the browser's time zone: the back
 * office's filters send instants, so "from Nov 1 to Nov 3" means the staff member's own days.
 * `end` gives the start of the next day (the filters' `to` is exclusive). Empty stays empty.
 */
export function localDayInstant(day: string, end = false): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return "";
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d + (end ? 1 : 0)).toISOString();
}

/** An instant as a short local date and time, e.g. "Nov 23, 2026, 6:10 PM". */
export const formatInstant = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** An instant as a local date, e.g. "Nov 23, 2026". */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium" });
