import type en from "./locales/en.json";
import type { Locale } from "./locale";

/**
 * The texts of every page's head (title, description, breadcrumb names: issue 29), in the ICU
 * catalog "heads" (shared/i18n/locales/<language>.json). The server compiles both languages once
 * (server/features/seo/heads-messages.ts); the client loads only the page's language, lazily, with
 * the code that writes the head (client/src/lib/seo-writer.ts), so no first-load JavaScript carries it.
 */
export type HeadKey = keyof typeof en & string;

/** A head text in the page's language: `t("heads.contact.person", { name })`. */
export type HeadsT = (key: HeadKey, values?: Record<string, unknown>) => string;

/** What every head builder of shared/seo.ts needs: where the site is, the page's language and its texts. */
export interface HeadContext {
  /** The site's origin, e.g. https://www.example.com (no trailing slash). */
  origin: string;
  locale: Locale;
  t: HeadsT;
}
