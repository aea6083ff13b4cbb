import { readFileSync } from "node:fs";
import { compileCatalog } from "@shared/i18n/compile-catalog";
import { serverT } from "./i18n";
import { localeOfHeader } from "./locale-of";

const read = (locale: string) => JSON.parse(readFileSync(new URL(`./locales/${locale}.json`, import.meta.url), "utf8")) as Record<string, string>;
const en = read("en");
const es = read("es");

/** The argument names of a compiled message (Lingui's form: texts, and [name, type?, branches?] for an argument). */
function argumentsOf(message: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return names;
  for (const part of message as unknown[]) {
    if (!Array.isArray(part)) continue;
    names.add(String(part[0]));
    const branches: unknown = part[2];
    if (branches && typeof branches === "object") for (const branch of Object.values(branches)) argumentsOf(branch, names);
  }
  return names;
}

describe("the server's catalog (mails and API messages)", () => {
  it("has the same keys in English and Spanish, each in a section and with a text", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(es)]) {
      expect(key, key).toMatch(/^(mail|api)\./);
      expect(text.trim(), key).not.toBe("");
    }
  });

  it("holds valid ICU messages whose placeholders are the same in both languages", () => {
    const compiled = { en: compileCatalog(en, "en.json"), es: compileCatalog(es, "es.json") };
    for (const key of Object.keys(en)) expect(argumentsOf(compiled.es[key]), key).toEqual(argumentsOf(compiled.en[key]));
  });

  it("formats plurals and selects in each language", () => {
    expect(serverT("es")("mail.hours", { count: 48 })).toBe("48 horas");
    expect(serverT("es")("mail.minutes", { count: 1 })).toBe("1 minuto");
    expect(serverT("en")("api.tooMany", { minutes: 1 })).toBe("Too many requests. Please try again in 1 minute.");
    expect(serverT("es")("mail.inquiry.subject", { kind: "advertising", name: "Ana" })).toBe("Nueva consulta sobre publicidad de Ana");
    expect(serverT(undefined)("mail.gold.yourListing")).toBe("your listing");
  });
});

describe("localeOfHeader", () => {
  it.each([
    [undefined, "en"],
    ["es", "es"],
    ["es-MX,es;q=0.9,en;q=0.8", "es"],
    ["en-US,en;q=0.9,es;q=0.8", "en"],
    ["fr-FR,fr;q=0.9", "en"],
    ["fr,es;q=0.5", "es"],
    ["es;q=0, en", "en"],
    ["ES-us", "es"],
  ])("%s → %s", (header, locale) => {
    expect(localeOfHeader(header)).toBe(locale);
  });
});
