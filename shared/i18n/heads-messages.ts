import type { HeadContext, HeadKey, HeadsT } from "./heads";
import type { Locale } from "./locale";
import { translators } from "./translators";
import en from "./locales/en.json";
import es from "./locales/es.json";

const sources: Record<Locale, Record<string, unknown>> = { en, es };

/*
 * The head texts of both languages for the server (and tests). Not for the browser: the client
 * loads the "heads" catalog compiled, per language (client/src/lib/seo-writer.ts).
 */
const translate = translators<HeadKey>(sources, (locale) => `shared/i18n/locales/${locale}.json`);

/** The head texts of a language (issue 29). */
export const headsT = (locale: Locale): HeadsT => translate[locale];

/** What the head builders of shared/seo.ts take, for a page at `origin` in `locale`. */
export const headContext = (origin: string, locale: Locale): HeadContext => ({ origin, locale, t: translate[locale] });
