import type { Locale } from "@shared/i18n/locale";
import { formatDate, formatNumber } from "@/i18n/format";

/** A date as the owner reads it, in San Antonio: "April 15, 2031", "15 de abril de 2031". */
export const longDate = (locale: Locale, iso: string) =>
  formatDate(locale, new Date(iso), { timeZone: "America/Chicago", month: "long", day: "numeric", year: "numeric" });

/** A plan's word in the catalog's select ("monthly" or "annual"). */
export const planWord = (plan: string) => (plan === "gold-annual" ? "annual" : "monthly");

/** "$49.00": the exact amount a card button names. */
export const exactDollars = (locale: Locale, cents: number) => formatNumber(locale, cents / 100, { style: "currency", currency: "USD" });
