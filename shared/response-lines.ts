import type { ResponseFigures } from "./response-figures";

// Without zod: the home page's cards show these lines, and zod is not in its first JavaScript.
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
  if (m !== null) {
    const { unit, count } = replyWithin(m);
    lines.push({ message: unit, count });
  }
  if (figures.total > 0) lines.push({ message: "rate", replied: repliedPerTen(figures.replied / figures.total), total: 10 });
  return lines;
}
