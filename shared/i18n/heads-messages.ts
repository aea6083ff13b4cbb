import { setupI18n, type Messages } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { HeadContext, HeadKey, HeadsT } from "./heads";
import { LOCALES, type Locale } from "./locale";
import en from "./locales/en.json";
import es from "./locales/es.json";

const sources: Record<Locale, Record<string, unknown>> = { en, es };

/*
 * The head texts of both languages for the server (and tests). Not for the browser: it compiles
 * ICU at run time; the client loads the "heads" catalog compiled, per language (client/src/lib/seo-writer.ts).
 */

/**
 * The catalog in Lingui's runtime form. The client's build compiles catalogs as it loads them
 * (scripts/vite-catalog-plugin.ts, also in the test runner); the server's build reads the plain
 * ICU text, compiled here once, at start.
 */
function compiled(catalog: Record<string, unknown>): Messages {
  return Object.fromEntries(
    Object.entries(catalog).map(([key, message]) => [key, typeof message === "string" ? compileMessageOrThrow(message) : message]),
  ) as Messages;
}

const translators = Object.fromEntries(
  LOCALES.map((locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: compiled(sources[locale]) } });
    const t: HeadsT = (key: HeadKey, values?: Record<string, unknown>) => i18n._(key, values);
    return [locale, t];
  }),
) as Record<Locale, HeadsT>;

/** The head texts of a language (issue 29). */
export const headsT = (locale: Locale): HeadsT => translators[locale];

/** What the head builders of shared/seo.ts take, for a page at `origin` in `locale`. */
export const headContext = (origin: string, locale: Locale): HeadContext => ({ origin, locale, t: translators[locale] });
