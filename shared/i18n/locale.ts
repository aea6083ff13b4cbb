/**
 * The site's languages (issue 29). The language of a page comes from its address only: English at
 * today's addresses, Spanish under /es. No Accept-Language or cookie ever picks it.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The address prefix of a language: "" for English, "/es" for Spanish. */
export const localePrefix = (locale: Locale): string => (locale === "en" ? "" : `/${locale}`);

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** A path's language and the path without its language prefix ("/es/business/1" → es, "/business/1"; "/es" → es, "/"). */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/es(?=\/|$|\?|#)/i.exec(path);
  if (!match) return { locale: "en", path };
  const rest = path.slice(match[0].length);
  return { locale: "es", path: rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest };
}

/** `path` (an English address, query and hash kept) in `locale`: "/business/1" → "/es/business/1"; "/" → "/es". */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#")) return prefix + path.slice(1);
  return prefix + path;
}
