/**
 * The address an article is reached at, derived from its title — lowercase,
 * every run of non-alphanumerics becomes one hyphen, outer hyphens trimmed.
 * "The Taxman's Worst Nightmare" → "the-taxman-s-worst-nightmare".
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
