import type { Locale } from "@shared/i18n/locale";
import type { CatalogName, MessageKey } from "./catalogs";
import { i18n, isCatalogLoaded, loadCatalog } from "./i18n";

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
  // Not loaded yet: suspend by throwing the catalog's promise (React retries the render once it
  // settles). Not use(): React replays a component that suspended on use() expecting the same call,
  // and a loaded catalog skips it (React error 467 on the owners' pages), while calling use() every
  // time suspended components under test (act) even for a settled promise.
  if (!isCatalogLoaded(locale, name)) throw loadCatalog(locale, name);
  return translate;
}

/** The page's language. */
export function useLocale(): Locale {
  return i18n.locale as Locale;
}
