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
export const BUSINESS_DAY_MINUTES = 600;

/**
 * How a median reply time reads: within so many hours (at least one), or business days from one
 * business day up. One rounding for the public card, the owners' statistics and their report.
 */
export function replyWithin(minutes: number): { unit: "hours" | "days"; count: number } {
  return minutes >= BUSINESS_DAY_MINUTES
    ? { unit: "days", count: Math.ceil(minutes / BUSINESS_DAY_MINUTES) }
    : { unit: "hours", count: Math.max(1, Math.ceil(minutes / 60)) };
}

/** Replies within 72 hours per 10 requests, as the card says it ("Responds to 9 of 10 requests"). */
export const repliedPerTen = (rate: number) => Math.round(rate * 10);
