import { isAllDay, MAX_SHIFTS_PER_DAY, type OpeningHours, type Shift } from "@shared/hours";
import { openingHoursSchema } from "@shared/hours-schema";

export type DayMode = "closed" | "24h" | "hours";
export const ALL_DAY: Shift = { open: "00:00", close: "24:00" };
export const DEFAULT_SHIFT: Shift = { open: "09:00", close: "17:00" };

export const emptyHours = (): OpeningHours => ({ weekly: [[], [], [], [], [], [], []], special: [] });

export function modeOf(shifts: Shift[]): DayMode {
  if (!shifts.length) return "closed";
  return shifts.some(isAllDay) ? "24h" : "hours";
}

/** The shifts a day gets when its mode changes. */
export function shiftsFor(mode: DayMode, current: Shift[]): Shift[] {
  if (mode === "closed") return [];
  if (mode === "24h") return [ALL_DAY];
  const kept = current.filter((s) => !isAllDay(s));
  return kept.length ? kept : [DEFAULT_SHIFT];
}

export const canAddShift = (shifts: Shift[]) => shifts.length < MAX_SHIFTS_PER_DAY;

/** Problems by field path ("weekly.1.0.open"), as the server names them; empty when the hours are valid. */
export function draftErrors(hours: OpeningHours): Record<string, string> {
  const parsed = openingHoursSchema.safeParse(hours);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** The id of a field's input (its error's id adds "-error"). */
export const fieldId = (path: string) => `hours-${path.replace(/\./g, "-")}`;
