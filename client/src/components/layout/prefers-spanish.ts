/** Where the suggestion's dismissal is kept (spanish-suggestion.tsx writes it). */
export const DISMISSED_KEY_NAME = "sabd.spanish-suggestion-dismissed";

/** Whether the browser's languages put Spanish before English (es-US, es-MX, es...), and the visitor has not said no. */
export function prefersSpanish(languages: readonly string[], dismissed: boolean): boolean {
  if (dismissed) return false;
  for (const language of languages) {
    const primary = language.toLowerCase().split("-")[0];
    if (primary === "es") return true;
    if (primary === "en") return false;
  }
  return false;
}
