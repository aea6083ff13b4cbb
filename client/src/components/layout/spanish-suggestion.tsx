import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { localizePath } from "@shared/i18n/locale";
import { useT } from "@/i18n/use-t";

import { DISMISSED_KEY_NAME } from "./prefers-spanish";

/**
 * "Ver en español" on an English page when the browser prefers Spanish (issue 29): a suggestion,
 * never a redirect; dismissed once, it stays away (localStorage). Loaded only for such browsers.
 */
export default function SpanishSuggestion() {
  const t = useT("layout");
  const [path] = useLocation();
  const search = useSearch();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED_KEY_NAME, "1");
    } catch {
      // Private mode: it comes back on the next page, which is all that is lost.
    }
    setShown(false);
  };
  return (
    <aside lang="es" aria-label={t("layout.suggest_label")} className="bg-gold-100 text-slate-900">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2 text-sm">
        <a href={localizePath(search ? `${path}?${search}` : path, "es")} hrefLang="es" className="font-semibold text-brand-800 underline underline-offset-2">
          {t("layout.suggest")}
        </a>
        <button type="button" onClick={dismiss} className="rounded px-2 py-1 font-medium hover:bg-gold-200">
          {t("layout.suggest_dismiss")}
        </button>
      </div>
    </aside>
  );
}
