import type { Request } from "express";
import type { Locale } from "@shared/i18n/locale";

/**
 * The language of an API request: the client's fetch helper sends `Accept-Language: <page
 * language>` (client/src/lib/api-client.ts). Only English and Spanish; anything else, English.
 * The highest-weighted of "en" and "es" wins ("es-MX,es;q=0.9,en;q=0.8" → es).
 */
export function localeOfHeader(header: string | undefined): Locale {
  if (!header) return "en";
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.slice(0, 500).split(",")) {
    const [tag = "", ...params] = part.trim().toLowerCase().split(";");
    const primary = tag.split("-")[0];
    if (primary !== "en" && primary !== "es") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? "en";
}

export const requestLocale = (req: Request): Locale => localeOfHeader(req.get("accept-language"));
