import type { Locale } from "@shared/i18n/locale";
import type { MessageKey } from "@/i18n/catalogs";
import type { Translate } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";

export type FormKind = "contact" | "advertising" | "news";
type Key = MessageKey<"contact">;
type T = Translate<"contact">;

interface FormTexts {
  /** 'Missing Information' toast text; the contact form relies on the browser instead. */
  missing?: Key;
  successTitle: Key;
  successText: Key;
  /** Used when the server answers non-OK without a message. */
  serverFallback: Key;
  /** Used when the request fails without any message (e.g. no connection). */
  toastFallback: Key;
}

/** Each form's texts (contact/locales): in English word for word as the forms have always shown them (the tests check them). */
export const FORM_TEXTS: Record<FormKind, FormTexts> = {
  advertising: {
    missing: "contact.advertising.missing",
    successTitle: "contact.advertising.success_title",
    successText: "contact.advertising.success_text",
    serverFallback: "contact.advertising.server_fallback",
    toastFallback: "contact.advertising.toast_fallback",
  },
  news: {
    missing: "contact.news.missing",
    successTitle: "contact.news.success_title",
    successText: "contact.news.success_text",
    serverFallback: "contact.news.server_fallback",
    toastFallback: "contact.news.toast_fallback",
  },
  contact: {
    successTitle: "contact.contact.success_title",
    successText: "contact.contact.success_text",
    serverFallback: "contact.contact.server_fallback",
    toastFallback: "contact.contact.toast_fallback",
  },
};

/** "Please enter your name." for the server's "name is required". */
const REQUIRED: Record<string, Key> = {
  name: "contact.validation.required_name",
  email: "contact.validation.required_email",
  message: "contact.validation.required_message",
};

/**
 * The server's validation words ("name is required", several joined by "; ") as a person would
 * say them: a name of only spaces passes the browser's check but not the server's. The server
 * speaks English: on a Spanish page its other words give way to a general Spanish request.
 */
function humanMessage(text: string, t: T, locale: Locale): string {
  const parts = text.split("; ").map((part) => {
    const required = /^(\w+) is required$/.exec(part);
    if (required) return REQUIRED[required[1]!] ? t(REQUIRED[required[1]!]!) : t("contact.validation.required_other", { field: required[1] });
    if (locale !== "en") return t("contact.validation.other");
    return part ? part.charAt(0).toUpperCase() + part.slice(1) + (/[.!?]$/.test(part) ? "" : ".") : part;
  });
  return [...new Set(parts)].join(" ");
}

/** The server's message in a person's words; else the non-OK fallback; else the general one. */
export function errorToastText(kind: FormKind, err: unknown, t: T, locale: Locale): string {
  if (err instanceof ApiError) {
    const text = err.serverMessage?.trim();
    return text ? humanMessage(text, t, locale) : t(FORM_TEXTS[kind].serverFallback);
  }
  return t(FORM_TEXTS[kind].toastFallback);
}

/** "A, B and C" in English (as the forms always wrote it), "A, B y C" in Spanish. */
export function joinList(names: readonly string[], locale: Locale): string {
  if (names.length < 2) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} ${locale === "en" ? "and" : "y"} ${names.at(-1)}`;
}
