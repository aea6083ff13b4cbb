export interface FilterableIssue {
  year: number;
  month: string;
  monthLabel: string;
  featuredPerson: string;
}

/** Lowercase without accents, so "pena" finds "Peña". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * The archive search: issues whose featured person, month or year match.
 * Every word typed must match somewhere, so "june 2013" narrows to one issue;
 * an empty query keeps every issue.
 */
export function filterIssues<T extends FilterableIssue>(issues: readonly T[], query: string): T[] {
  const terms = fold(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...issues];
  return issues.filter((issue) => {
    const haystack = fold(`${issue.featuredPerson} ${issue.monthLabel} ${issue.year} ${issue.year}/${issue.month}`);
    return terms.every((term) => haystack.includes(term));
  });
}

export interface YearGroup<T> {
  year: number;
  issues: T[];
}

/** Issues grouped by year, newest year first and newest issue first inside a year. */
export function groupByYear<T extends FilterableIssue>(issues: readonly T[]): YearGroup<T>[] {
  const sorted = [...issues].sort((a, b) => b.year - a.year || Number(b.month) - Number(a.month));
  const groups: YearGroup<T>[] = [];
  for (const issue of sorted) {
    const last = groups.at(-1);
    if (last?.year === issue.year) last.issues.push(issue);
    else groups.push({ year: issue.year, issues: [issue] });
  }
  return groups;
}
