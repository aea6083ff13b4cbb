import type { Locale } from "@shared/i18n/locale";

/** The Intl locale of a page language: US Spanish ("5 p. m.", "$50"), US English. */
export const intlLocale = (locale: Locale) => (locale === "es" ? "es-US" : "en-US");

export const formatDate = (locale: Locale, date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocale(locale), options).format(date);

export const formatNumber = (locale: Locale, value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(intlLocale(locale), options).format(value);
