import type { Locale } from "@shared/i18n/locale";
import { pageText } from "@shared/i18n/page-text";
import { useLocale, useT } from "./use-t";

/** A listing's text in the page's language, or the other's with its `lang` (shared/i18n/page-text.ts, issue 29). */
export const usePageText = <T extends string | readonly string[] | null>(en: T, es: T | null | undefined) => pageText(useLocale(), en, es);

/** "(Solo en inglés)" / "(Spanish only)" beside a text shown in the other language; nothing otherwise. */
export function OnlyNote({ lang, className = "ml-1 text-xs text-slate-600" }: { lang: Locale | undefined; className?: string }) {
  const t = useT("layout");
  return lang ? <span className={className}>({t(`layout.only.${lang}`)})</span> : null;
}

/** The "Se habla español" / "Spanish spoken" badge of a listing whose languages include Spanish. */
export function SpeaksSpanish({ languages }: { languages: readonly string[] }) {
  const t = useT("layout");
  if (!languages.includes("es")) return null;
  return <span className="inline-block w-fit rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">{t("layout.speaks_es")}</span>;
}
