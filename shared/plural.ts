/**
 * Counts in words with English plural rules ("1 professional", "2 professionals", "0 results"),
 * one helper for every page and message instead of a `${n} things` that reads "1 things".
 * Intl.PluralRules picks the form; `shown` is the number as written when it is not plain
 * ("1,000+" for a capped count, which takes the plural).
 */
const rules = new Intl.PluralRules("en-US");

/** The word for `n`: `one` when English says "1 thing", else `other` (default: `one` + "s"). */
export const pluralWord = (n: number, one: string, other = `${one}s`) => (rules.select(n) === "one" ? one : other);

/** "1 professional", "1,234 professionals", or `shown` with the word ("1,000+ results"). */
export const countOf = (n: number, one: string, other?: string, shown = n.toLocaleString("en-US")) => `${shown} ${pluralWord(n, one, other)}`;
