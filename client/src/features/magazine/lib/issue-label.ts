import type { Locale } from "@shared/i18n/locale";
import { formatDate } from "@/i18n/format";

export interface LabelledIssue {
  label: string;
  year: number;
  month: string;
}

/**
 * An issue's name in the page's language (issue 29): English keeps its printed label ("June/July
 * 2013"); Spanish names its two months through Intl ("junio/julio 2013", "diciembre/enero 2012").
 */
export function issueLabel(locale: Locale, issue: LabelledIssue): string {
  if (locale === "en") return issue.label;
  const name = (month: number) => formatDate(locale, new Date(Date.UTC(2000, month % 12, 15)), { month: "long", timeZone: "UTC" });
  const first = Number(issue.month) - 1;
  return `${name(first)}/${name(first + 1)} ${issue.year}`;
}

/** An article's issue name: from its issue id ("2013-06") when it has one, else its printed label. */
export function articleIssueLabel(locale: Locale, article: { issue: string; issueId: string | null }): string {
  const match = article.issueId ? /^(\d{4})-(\d{2})$/.exec(article.issueId) : null;
  if (!match) return article.issue;
  return issueLabel(locale, { label: article.issue, year: Number(match[1]), month: match[2]! });
}
