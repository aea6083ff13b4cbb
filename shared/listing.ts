/**
 * What a listing shows when it has nothing of its own: the stand-in images (files in
 * client/public/images) and a bio cut into paragraphs. The detail screens and the server's
 * page head both use them, so a crawler and a visitor see the same picture and first paragraph.
 */
export const PERSON_PLACEHOLDER = "/images/placeholder-person.svg";
export const BUSINESS_PLACEHOLDER = "/images/placeholder-business.svg";

/** A bio's paragraphs are separated by blank lines; blank paragraphs are dropped. */
export function paragraphs(text: string | null): string[] {
  return (text ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * What a detail fetcher returns for a withdrawn listing (the API's 410 Gone), and the first data
 * the server writes for its page: the screen shows "This listing is no longer available".
 */
export const GONE = "gone";
export type Gone = typeof GONE;
