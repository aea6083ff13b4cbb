import { localizePath } from "@shared/i18n/locale";
import { useLocale } from "./use-t";

/**
 * The address of an English path on this page's language, for a plain <a> (wouter's <Link> and
 * navigate already add the language's prefix: the router's base).
 */
export function useLocalizedHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
