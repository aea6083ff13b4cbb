import { use } from "react";
import type { Locale } from "@shared/i18n/locale";
import type { CatalogName, MessageKey } from "./catalogs";
import { i18n, loadCatalog } from "./i18n";

/** A catalog's messages: `t("layout.menu")`, `t("directory.found", { count })` (ICU values). */
export type Translate<N extends CatalogName> = (key: MessageKey<N>, values?: Record<string, unknown>) => string;

const translate = (key: string, values?: Record<string, unknown>) => i18n._(key, values);

/**
 * The messages of one catalog in the page's language (activated before the first render: its
 * language never changes without a page load, so no context is needed). The first component to
 * ask for a catalog that is not loaded yet suspends until its chunk arrives.
 */
export function useT<N extends CatalogName>(name: N): Translate<N> {
  const locale = useLocale();
  // Always use() the catalog's promise, never only when it is not loaded yet: React requires a
  // component that suspended on use() to call it again when it renders after the promise settles
  // (skipping it gave "Expected a suspended thenable", React error 467, on the owners' pages).
  use(loadCatalog(locale, name));
  return translate;
}

/** The page's language. */
export function useLocale(): Locale {
  return i18n.locale as Locale;
}
