/** The date used when an article has none and its issue label has no year. */
export const FALLBACK_PUBLISH_DATE = "2012-06-15";

/**
 * An article's publish date: the given date; else the first four-digit year
 * in the issue label with "-06-15" appended; else 2012-06-15.
 */
export function publishDateFor({ publishDate, issue }: { publishDate?: string | null; issue?: string | null }): string {
  if (publishDate) return publishDate;
  const year = /\b(\d{4})\b/.exec(issue ?? "")?.[1];
  return year ? `${year}-06-15` : FALLBACK_PUBLISH_DATE;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2013-06-15" → "June 15, 2013". Parsed by hand so the printed day never
 * shifts with the reader's time zone.
 */
export function formatPublishDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
