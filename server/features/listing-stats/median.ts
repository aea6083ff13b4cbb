/**
 * The median of `n` values of which only `nonZero` are listed (the others are 0): a category's
 * listings without a row that day or month counted nothing, and they count. Even n: the mean of
 * the two middle values. n = 0: 0.
 */
export function medianWithZeros(nonZero: readonly number[], n: number): number {
  if (n <= 0) return 0;
  const sorted = [...nonZero].sort((a, b) => a - b);
  const zeros = Math.max(0, n - sorted.length);
  const at = (position: number) => (position < zeros ? 0 : (sorted[position - zeros] ?? 0));
  return n % 2 === 1 ? at((n - 1) / 2) : (at(n / 2 - 1) + at(n / 2)) / 2;
}

/** The 1-based ranks, counted from the largest, of the one or two middle values of n: what SQL must fetch. */
export function middleRanksFromTop(n: number): number[] {
  if (n <= 0) return [];
  return n % 2 === 1 ? [(n + 1) / 2] : [n / 2, n / 2 + 1];
}

/** The plain median of a list (the mean of the two middle values when even); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
