import { z } from "zod";
import { CLOSE_TIME, DAY_MINUTES, DAY_NAMES, ISO_DATE, MAX_LABEL_LENGTH, MAX_SHIFTS_PER_DAY, MAX_SPECIAL_DATES, OPEN_TIME, shiftSpan } from "./hours";

/*
 * The zod schemas of opening hours (shared/hours.ts holds the data type and the zod-free functions
 * the listing pages use, so that the visitors' bundle does not load zod for them).
 */
const shiftSchema = z
  .object({
    open: z.string().regex(OPEN_TIME, "must be a time HH:MM from 00:00 to 23:59"),
    close: z.string().regex(CLOSE_TIME, "must be a time HH:MM from 00:00 to 24:00"),
  })
  .strict()
  .refine((s) => s.open !== s.close || s.open === "00:00", { message: "must differ from open (00:00 to 24:00 is open 24 hours)", path: ["close"] });

/** A day's shifts: at most MAX_SHIFTS_PER_DAY, none overlapping another (past-midnight ones included). */
const dayShifts = z
  .array(shiftSchema)
  .max(MAX_SHIFTS_PER_DAY, `may have at most ${MAX_SHIFTS_PER_DAY} shifts`)
  .superRefine((shifts, ctx) => {
    const spans = shifts.map((s, i) => ({ i, span: shiftSpan(s) })).sort((a, b) => a.span[0] - b.span[0]);
    for (let k = 1; k < spans.length; k++) {
      if (spans[k]!.span[0] < spans[k - 1]!.span[1])
        ctx.addIssue({ code: "custom", message: "overlaps another shift of the same day", path: [spans[k]!.i, "open"] });
    }
  });

const isRealDate = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
};

const specialDateSchema = z
  .object({
    date: z.string().regex(ISO_DATE, "must be a date YYYY-MM-DD").refine(isRealDate, "must be a real calendar date"),
    shifts: dayShifts,
    label: z.string().trim().max(MAX_LABEL_LENGTH, `must be at most ${MAX_LABEL_LENGTH} characters`).optional(),
  })
  .strict();

/** The owner's hours as the API accepts them (PUT /api/account/listings/:kind/:id/hours). */
export const openingHoursSchema = z
  .object({
    weekly: z.tuple([dayShifts, dayShifts, dayShifts, dayShifts, dayShifts, dayShifts, dayShifts], { error: "must list 7 days, Sunday first" }),
    special: z.array(specialDateSchema).max(MAX_SPECIAL_DATES, `may list at most ${MAX_SPECIAL_DATES} dates`),
  })
  .strict()
  .superRefine((hours, ctx) => {
    // A shift past midnight must end before the next day's first shift starts.
    hours.weekly.forEach((shifts, day) => {
      const spill = Math.max(0, ...shifts.map((s) => shiftSpan(s)[1] - DAY_MINUTES));
      const next = hours.weekly[(day + 1) % 7]!;
      const i = next.findIndex((s) => shiftSpan(s)[0] < spill);
      if (spill > 0 && i >= 0)
        ctx.addIssue({ code: "custom", message: `overlaps ${DAY_NAMES[day]}'s shift past midnight`, path: ["weekly", (day + 1) % 7, i, "open"] });
    });
    const seen = new Set<string>();
    hours.special.forEach((s, i) => {
      if (seen.has(s.date)) ctx.addIssue({ code: "custom", message: "is listed twice", path: ["special", i, "date"] });
      seen.add(s.date);
    });
  });

/** The request body of the owner's PUT: `{ hours }`, null to remove them. */
export const hoursBodySchema = z.object({ hours: openingHoursSchema.nullable() }).strict();
export type HoursBody = z.infer<typeof hoursBodySchema>;
