import { useLocale, useT } from "@/i18n/use-t";

/**
 * The articles stay in English (issue 29): on a Spanish page their texts carry lang="en", and the
 * article page says so with a small "Artículo en inglés" note. On an English page, nothing extra.
 */
export function EnglishNote({ className }: { className?: string }) {
  const t = useT("magazine");
  if (useLocale() === "en") return null;
  return (
    <span className={className ?? "ml-2 inline-block rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700"}>{t("magazine.english_note")}</span>
  );
}

/** lang="en" on an article's text when the page is Spanish (an English page needs none). */
export function useArticleLang(): "en" | undefined {
  return useLocale() === "en" ? undefined : "en";
}
