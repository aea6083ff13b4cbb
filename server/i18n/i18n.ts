import { setupI18n, type Messages } from "@lingui/core";
import { compileCatalog } from "@shared/i18n/compile-catalog";
import { LOCALES, type Locale } from "@shared/i18n/locale";
import en from "./locales/en.json";
import es from "./locales/es.json";

/** A key of the server's catalog (server/i18n/locales/en.json). */
export type ServerKey = keyof typeof en;

/** The server's texts in one language: `t("mail.claim.subject", { name })`. */
export type ServerT = (key: ServerKey, values?: Record<string, unknown>) => string;

const sources: Record<Locale, Record<string, string>> = { en, es };

/** One Lingui instance per language (never re-activated), so a text never comes out in the other one. */
const translators = Object.fromEntries(
  LOCALES.map((locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: compileCatalog(sources[locale], `server/i18n/locales/${locale}.json`) as Messages } });
    const t: ServerT = (key, values) => i18n._(key, values);
    return [locale, t];
  }),
) as Record<Locale, ServerT>;

/** The server's texts in `locale` (an unknown or missing one: English). */
export const serverT = (locale: Locale | null | undefined): ServerT => translators[locale === "es" ? "es" : "en"];

/** The Intl locale of a language: US Spanish ("23 de noviembre de 2026", "$50.00"), US English. */
export const intlLocale = (locale: Locale) => (locale === "es" ? "es-US" : "en-US");
