/**
 * The languages a listing can say it speaks (issue 29): ISO 639-1 codes, stored as text[] on
 * each listing ({en,es}). These are the ones the forms offer, the languages San Antonio's
 * listings most often speak; English and Spanish first. No zod here: the home bundle may read it.
 */
export const LANGUAGE_CODES = ["en", "es", "vi", "zh", "ko", "tl", "ar", "hi", "de", "fr", "pt", "ja"] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The English name of each (the back office is English; the public pages name them from their catalogs). */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: "English",
  es: "Spanish",
  vi: "Vietnamese",
  zh: "Chinese",
  ko: "Korean",
  tl: "Tagalog",
  ar: "Arabic",
  hi: "Hindi",
  de: "German",
  fr: "French",
  pt: "Portuguese",
  ja: "Japanese",
};

export const isLanguageCode = (code: string): code is LanguageCode => (LANGUAGE_CODES as readonly string[]).includes(code);

/** What a listing says when it has not said otherwise (the column's default). */
export const DEFAULT_LANGUAGES: LanguageCode[] = ["en"];

/** A list of codes in the forms' order, each once. */
export const sortLanguages = (codes: readonly LanguageCode[]): LanguageCode[] => LANGUAGE_CODES.filter((code) => codes.includes(code));
