import { z } from "zod";

// Its own small file: shared/schema.ts (on the home page's first render) takes only this of issue 31.
/** Public response figures of a listing; null until it has at least 5 leads in 90 days. */
export const responseFiguresSchema = z.object({
  /** Median business minutes to a first reply; null when no lead was replied to. */
  medianMinutes: z.number().int().nullable(),
  replied: z.number().int(),
  total: z.number().int(),
});
export type ResponseFigures = z.infer<typeof responseFiguresSchema>;

/** A business day of the figures: 8 AM to 6 PM. */
const DAY_MINUTES = 600;

/** One line of the figures as shown: which message, and its values. */
export type ResponseLine = { message: "hours" | "days"; count: number } | { message: "rate"; replied: number; total: number };

/**
 * The lines a page and a card show ("Usually responds within 2 hours", "Responds to 9 of 10
 * requests"), in one place so both say the same; none below 5 leads (null figures). The median
 * rounds up to whole hours under a business day, else to business days; the rate is out of 10.
 */
export function responseLinesOf(figures: ResponseFigures | null | undefined): ResponseLine[] {
  if (!figures) return [];
  const lines: ResponseLine[] = [];
  const m = figures.medianMinutes;
  if (m !== null) lines.push(m >= DAY_MINUTES ? { message: "days", count: Math.ceil(m / DAY_MINUTES) } : { message: "hours", count: Math.max(1, Math.ceil(m / 60)) });
  if (figures.total > 0) lines.push({ message: "rate", replied: Math.round((figures.replied / figures.total) * 10), total: 10 });
  return lines;
}
