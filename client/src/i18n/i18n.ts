import { setupI18n, type Messages } from "@lingui/core";
import { splitLocalePath, type Locale } from "@shared/i18n/locale";
import { catalogs, type CatalogName } from "./catalogs";

/** The page's language: from its address only (shared/i18n/locale.ts). */
export const pageLocale = (): Locale => splitLocalePath(window.location.pathname).locale;

/** The one Lingui instance of the page: its language never changes without a page load. */
export const i18n = setupI18n();

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

export const isCatalogLoaded = (locale: Locale, name: CatalogName) => loaded.has(`${locale}:${name}`);

/** Loads a catalog's language into the instance once (its chunk); later calls share the promise. */
export function loadCatalog(locale: Locale, name: CatalogName): Promise<void> {
  const key = `${locale}:${name}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = catalogs[name][locale]().then((module) => {
      i18n.load(locale, module.default as unknown as Messages);
      loaded.add(key);
    });
    // React's use() reads a settled promise's status: a catalog loaded before the render never suspends it.
    void load.then(() => Object.assign(load, { status: "fulfilled", value: undefined }));
    promise = load;
    loading.set(key, promise);
  }
  return promise;
}

/** Activates the page's language with the catalogs its first screen needs, before the first render. */
export async function activateLocale(locale: Locale, names: readonly CatalogName[]): Promise<void> {
  await Promise.all(names.map((name) => loadCatalog(locale, name)));
  i18n.activate(locale);
}
