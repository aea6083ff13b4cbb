import type { Locale } from "./locale";

/**
 * A listing's text in the page's language (issue 29): the Spanish (titleEs, bioEs, …) on a
 * Spanish page and the English on an English one when there is one, else the other language's,
 * whose language `lang` then names (the page marks it with `lang` and a "Solo en inglés" /
 * "Spanish only" note). Never a translation. No zod: the home bundle reads it.
 */
export interface PageText<T> {
  text: T;
  /** The text's language when it is not the page's; undefined when it is. */
  lang?: Locale;
}

const given = (value: string | readonly string[] | null | undefined): boolean => value != null && value.length > 0;

export function pageText<T extends string | readonly string[] | null>(locale: Locale, en: T, es: T | null | undefined): PageText<T> {
  const [own, other] = locale === "es" ? [es, en] : [en, es];
  if (given(own) || !given(other)) return { text: (own ?? en) as T };
  return { text: other as T, lang: locale === "es" ? "en" : "es" };
}
