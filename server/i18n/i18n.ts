import type { Locale } from "@shared/i18n/locale";
import { translators, type Translate } from "@shared/i18n/translators";
import en from "./locales/en.json";
import es from "./locales/es.json";

/** A key of the server's catalog (server/i18n/locales/en.json). */
export type ServerKey = keyof typeof en;

/** The server's texts in one language: `t("mail.claim.subject", { name })`. */
export type ServerT = Translate<ServerKey>;

const sources: Record<Locale, Record<string, string>> = { en, es };

const translate = translators<ServerKey>(sources, (locale) => `server/i18n/locales/${locale}.json`);

/** The server's texts in `locale` (an unknown or missing one: English). */
export const serverT = (locale: Locale | null | undefined): ServerT => translate[locale === "es" ? "es" : "en"];

/** The Intl locale of a language: US Spanish ("23 de noviembre de 2026", "$50.00"), US English. */
export const intlLocale = (locale: Locale) => (locale === "es" ? "es-US" : "en-US");
