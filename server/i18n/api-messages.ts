import type { Request } from "express";
import type { ZodError } from "zod";
import type { ErrorResponse } from "@shared/schema";
import type { Locale } from "@shared/i18n/locale";
import en from "./locales/en.json";
import { serverT, type ServerKey, type ServerT } from "./i18n";
import { requestLocale } from "./locale-of";

/**
 * API error messages in the request's language (issue 29): routes keep throwing their English
 * message, and the error handler hands a Spanish request (Accept-Language: es, from the client's
 * fetch helper) the catalog's Spanish for it. English answers are never changed; /api/admin and
 * better-auth's staff routes stay English.
 */
export function answerLocale(req: Request): Locale {
  const path = req.originalUrl.split("?")[0] ?? "";
  return path.startsWith("/api/admin") ? "en" : requestLocale(req);
}

/** Every API message of the catalog that takes no value, by its English text. */
const byEnglish = new Map<string, ServerKey>(
  (Object.entries(en) as [ServerKey, string][]).filter(([key, text]) => key.startsWith("api.") && !text.includes("{")).map(([key, text]) => [text, key]),
);

/** An English API message in `locale`: known texts by the catalog, "No professional with id 5" by its pattern; else as it is. */
export function localizeMessage(message: string, locale: Locale): string {
  if (locale === "en") return message;
  const t = serverT(locale);
  const key = byEnglish.get(message);
  if (key) return t(key);
  const noListing = /^No (professional|business|payment) with id (\S+)$/.exec(message);
  if (noListing) return t("api.noListing", { kind: noListing[1], id: noListing[2] });
  return message;
}

/** The Spanish of a 429, from its Retry-After (every limiter's wording says the same). */
export const tooManyIn = (locale: Locale, retryAfterSeconds: number) =>
  serverT(locale)("api.tooMany", { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });

const fieldKeys = new Set(Object.keys(en).filter((key) => key.startsWith("api.field.")));

function fieldLabel(t: ServerT, path: readonly PropertyKey[]): string {
  const name = [...path].reverse().find((part) => typeof part === "string");
  if (name === undefined) return path.length ? path.join(".") : "—";
  const key = `api.field.${name}`;
  return fieldKeys.has(key) ? t(key as ServerKey) : name;
}

const valueAt = (body: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((value, part) => (value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[part] : undefined), body);

/** One zod issue's message in `locale`: the catalog's for a sentence it knows, else from its code (the schemas' own texts are English). */
function issueMessage(t: ServerT, issue: ZodError["issues"][number], body: unknown): string {
  // A schema's own sentence the catalog knows ("Languages must include at least one language"): its translation.
  const known = byEnglish.get(issue.message);
  if (known) return t(known);
  const field = fieldLabel(t, issue.path);
  switch (issue.code) {
    case "invalid_type":
      return valueAt(body, issue.path) === undefined ? t("api.required", { field }) : t("api.invalid", { field });
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1 ? t("api.required", { field }) : t("api.tooShort", { field, min: Number(issue.minimum) });
      return t("api.invalid", { field });
    case "too_big":
      return issue.origin === "string" ? t("api.tooLong", { field, max: Number(issue.maximum) }) : t("api.invalid", { field });
    case "invalid_format":
      return issue.format === "email" ? t("api.email", { field }) : t("api.invalid", { field });
    case "invalid_value":
      return t("api.oneOf", { field, options: issue.values.map(String).join(", ") });
    case "unrecognized_keys":
      return t("api.notAllowed", { field: issue.keys.join(", ") });
    default:
      return t("api.invalid", { field });
  }
}

/** A validation 400 in `locale`: the same `fieldErrors` keys as in English, each message in that language. */
export function localizedZodError(err: ZodError, locale: Locale, body: unknown): ErrorResponse {
  const t = serverT(locale);
  const fieldErrors: Record<string, string[]> = {};
  const messages: string[] = [];
  for (const issue of err.issues) {
    const said = issueMessage(t, issue, body);
    const text = said.charAt(0).toLocaleUpperCase(locale) + said.slice(1);
    (fieldErrors[issue.path.join(".") || "body"] ??= []).push(text);
    messages.push(text);
  }
  // Each message is a sentence of its own.
  return { message: messages.join(" "), fieldErrors };
}
