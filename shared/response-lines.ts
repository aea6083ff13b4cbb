import type { ResponseFigures } from "./response-figures";

// Without zod: the home page's cards show these lines, and zod is not in its first JavaScript.
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
  if (m !== null)
    lines.push(m >= DAY_MINUTES ? { message: "days", count: Math.ceil(m / DAY_MINUTES) } : { message: "hours", count: Math.max(1, Math.ceil(m / 60)) });
  if (figures.total > 0) lines.push({ message: "rate", replied: Math.round((figures.replied / figures.total) * 10), total: 10 });
  return lines;
}
