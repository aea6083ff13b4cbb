import { setupI18n, type Messages } from "@lingui/core";
import { compileCatalog } from "./compile-catalog";
import { LOCALES, type Locale } from "./locale";

/** A catalog's translate function: `t("mail.claim.subject", { name })`. */
export type Translate<Key extends string> = (key: Key, values?: Record<string, unknown>) => string;

/**
 * One translate function per language, for the catalogs the server reads (its own, and the heads
 * catalog it shares with the client). One Lingui instance per language, never re-activated, so a
 * text never comes out in the other language. A catalog arrives as plain ICU text in the server's
 * build and already compiled where the Vite plugin loaded it (shared/ catalogs under vitest):
 * texts are compiled here once, compiled messages are kept (scripts/vite-catalog-plugin.ts).
 */
export function translators<Key extends string>(
  sources: Record<Locale, Record<string, unknown>>,
  file: (locale: Locale) => string,
): Record<Locale, Translate<Key>> {
  return Object.fromEntries(
    LOCALES.map((locale) => {
      const source = sources[locale];
      const texts = Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
      const messages = { ...source, ...compileCatalog(texts, file(locale)) } as Messages;
      const i18n = setupI18n({ locale, messages: { [locale]: messages } });
      const t: Translate<Key> = (key, values) => i18n._(key, values);
      return [locale, t];
    }),
  ) as Record<Locale, Translate<Key>>;
}
