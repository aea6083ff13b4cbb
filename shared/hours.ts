/**
 * Opening hours of a listing (issue 16), kept in America/Chicago wall-clock time. This file is the
 * data contract the database column (`hours` on professionals and businesses), the owner's editor,
 * the listing page's "Open now" line and the JSON-LD all read.
 *
 * - `weekly[d]` is day d (0 = Sunday … 6 = Saturday): a list of shifts (split shifts are two or more;
 *   an empty list is closed that day). A shift whose `close` is at or before its `open` runs past
 *   midnight into the next day; `open: "00:00", close: "24:00"` is open 24 hours.
 * - `special` lists dates (YYYY-MM-DD, Chicago) that override the weekly hours: closed (no shifts,
 *   with an optional label such as "Thanksgiving") or different shifts.
 */
export interface Shift {
  /** "HH:MM", 00:00–23:59. */
  open: string;
  /** "HH:MM", 00:00–24:00; at or before `open` means past midnight. */
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
