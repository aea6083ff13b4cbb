import { useLocation, useSearch } from "wouter";
import { localizePath } from "@shared/i18n/locale";
import { useLocale, useT } from "@/i18n/use-t";
import { cn } from "@/lib/cn";

/**
 * The same page in the other language, its filters kept (issue 29). A plain link: the language
 * comes from the address, and the new page loads its own head and catalogs.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT("layout");
  const locale = useLocale();
  const [path] = useLocation();
  const search = useSearch();
  const other = locale === "en" ? "es" : "en";
  return (
    <a
      href={localizePath(search ? `${path}?${search}` : path, other)}
      hrefLang={other}
      lang={other}
      aria-label={t("layout.switch_label")}
      className={cn("block rounded border border-brand-100/40 px-3 py-2 text-sm font-medium text-brand-50 hover:bg-brand-800 hover:text-white", className)}
    >
      {t("layout.switch")}
    </a>
  );
}
