import type { Browser } from "playwright-core";
import type { Business, Professional } from "@shared/schema";
import type { Page } from "playwright-core";
import { LANGUAGE_COUNTS_HEADER } from "@shared/paging";
import { parseLanguageCounts } from "@shared/language-counts";
import { baseURL, DESKTOP, PHONE, hasHorizontalScroll, launchBrowser, openFilters, openPage, seriousViolations } from "./browser";

/**
 * Issue 29: the directory's pages under /es, in Spanish at 375 and 1280 px: the page's own texts
 * from the Spanish catalogs (counts with their plural), the language in <html lang>, no serious or
 * critical axe violation, no sideways scrolling. One Spanish pass per page and width.
 */
let browser: Browser;
let pro: Professional;
let biz: Business;
/** Issue 29's Spanish texts: a professional with a Spanish title and bio, one with neither, and how many speak Spanish. */
let inSpanish: Professional;
let englishOnly: Professional;
let speaksSpanish: number;
beforeAll(async () => {
  browser = await launchBrowser();
  const pros = (await (await fetch(`${baseURL()}/api/professionals`)).json()) as Professional[];
  const bizs = (await (await fetch(`${baseURL()}/api/businesses`)).json()) as Business[];
  pro = pros.find((p) => p.phone && p.email && p.bio)!;
  biz = bizs.find((b) => b.phone && b.address && b.hours)!;
  const all = (await (await fetch(`${baseURL()}/api/professionals?limit=100`)).json()) as Professional[];
  inSpanish = all.find((p) => p.titleEs && p.bioEs && p.languages.includes("es"))!;
  englishOnly = all.find((p) => !p.titleEs && !p.bioEs && p.bio)!;
  const res = await fetch(`${baseURL()}/api/professionals`);
  speaksSpanish = parseLanguageCounts(res.headers.get(LANGUAGE_COUNTS_HEADER) ?? "").es ?? 0;
});
afterAll(() => browser.close());

/** Each page: its address and a Spanish text it must show (a heading, or the count line). */
const pages = () =>
  [
    ["/es", { role: "heading", name: "Directorio de Negocios de San Antonio" }, /^\d+ profesionales encontrados en San Antonio, Texas$/],
    ["/es/businesses", { role: "heading", name: "Negocios de San Antonio" }, /^\d+ negocios encontrados$/],
    [`/es/professional/${pro.id}`, { role: "link", name: "Volver al directorio" }, null],
    [`/es/business/${biz.id}`, { role: "heading", name: "Horario" }, /^(Abierto|Cerrado)/],
    ["/es/this-page-does-not-exist", { role: "heading", name: "404 - Página no encontrada" }, null],
  ] as const;

describe.each([
  ["1280", DESKTOP],
  ["375", PHONE],
])("the directory in Spanish at %s px", (_, viewport) => {
  it.each([0, 1, 2, 3, 4])("page %i reads in Spanish, with no serious axe violation", async (i) => {
    const [path, wanted, line] = pages()[i]!;
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto(path);
    if (path.startsWith("/es/professional/")) {
      // The professional's page: its name as the heading, and Spanish around it.
      await page.getByRole("heading", { name: pro.name, level: 1 }).waitFor();
      await page.getByRole("link", { name: "← Volver a todos los profesionales" }).waitFor();
    } else if (wanted.role === "heading") {
      await page.getByRole("heading", { name: wanted.name }).first().waitFor();
    }
    if (line) await page.getByText(line).first().waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    if (path.startsWith("/es/business/")) {
      expect(await page.getByRole("link", { name: "Llamar" }).first().isVisible()).toBe(true);
      expect(await page.getByText("Horas de San Antonio (hora del Centro).").isVisible()).toBe(true);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The Spanish filters: the sidebar from 1024 px, else the "Filtros" sheet. */
async function spanishFilters(page: Page, width: number) {
  if (width >= 1024) return { scope: page, close: async () => {} };
  await page.getByRole("button", { name: /^Filtros/ }).click();
  const sheet = page.getByRole("dialog", { name: "Filtros" });
  await sheet.waitFor();
  return { scope: sheet, close: () => sheet.getByRole("button", { name: "Cerrar filtros" }).click() };
}

describe.each([
  ["1280", DESKTOP],
  ["375", PHONE],
])("a listing's own Spanish texts at %s px (issue 29)", (_, viewport) => {
  it("shows a listing's Spanish title and bio, and the English of one without, marked lang=en and 'Solo en inglés'", async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto(`/es/professional/${inSpanish.id}`);
    await page.getByRole("heading", { name: inSpanish.name, level: 1 }).waitFor();
    expect(await page.getByText(inSpanish.titleEs!, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.getByText(inSpanish.bioEs!.split(/\n\s*\n/)[0]!.trim()).isVisible()).toBe(true);
    expect(await page.getByText("Se habla español").first().isVisible()).toBe(true);
    // Neither is marked English (a part with no Spanish, its specialties or its business's description, may be).
    expect(await page.locator('main [lang="en"]', { hasText: inSpanish.titleEs! }).count()).toBe(0);
    expect(await page.locator('main [lang="en"]', { hasText: inSpanish.bioEs!.slice(0, 40) }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/es/professional/${englishOnly.id}`);
    await page.getByRole("heading", { name: englishOnly.name, level: 1 }).waitFor();
    const title = page.locator('main [lang="en"]', { hasText: englishOnly.title }).first();
    expect(await title.isVisible()).toBe(true);
    expect(await page.locator('main [lang="en"] p').first().textContent()).toBe(englishOnly.bio!.split(/\n\s*\n/)[0]!.trim());
    expect(await page.getByText("(Solo en inglés)").first().isVisible()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the same on the cards: the Spanish title, or the English one marked, and the 'Se habla español' badge", async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    for (const [p, spanish] of [
      [inSpanish, true],
      [englishOnly, false],
    ] as const) {
      await page.goto(`/es?${new URLSearchParams({ search: p.name })}`);
      const card = page.locator("article", { has: page.getByRole("heading", { name: p.name }) }).first();
      await card.waitFor();
      if (spanish) {
        expect(await card.getByText(p.titleEs!, { exact: true }).isVisible()).toBe(true);
        expect(await card.getByText("Se habla español").isVisible()).toBe(true);
      } else {
        expect(await card.locator('[lang="en"]', { hasText: p.title }).isVisible()).toBe(true);
        expect(await card.getByText("(Solo en inglés)").isVisible()).toBe(true);
      }
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters by 'Se habla español' with its count, keeps it in the address, and the language switch keeps it", async () => {
    expect(speaksSpanish).toBeGreaterThan(0);
    const { page, context, errors } = await openPage(browser, viewport);
    await page.goto("/es");
    await page
      .getByText(/^\d+ profesionales encontrados/)
      .first()
      .waitFor();
    const filters = await spanishFilters(page, viewport.width);
    const box = filters.scope.getByRole("checkbox", { name: `Se habla español (${speaksSpanish})` });
    await box.check();
    await page.waitForURL(/[?&]language=es/);
    await filters.close();
    await page.getByText(`${speaksSpanish} profesionales encontrados en San Antonio, Texas`).waitFor();
    const cards = page.locator("#professionals-results article");
    await cards.first().waitFor();
    const n = await cards.count();
    expect(n).toBeGreaterThan(0);
    expect(await cards.getByText("Se habla español").count()).toBe(n);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    // The switch leads to the same filtered page in English, its box ticked.
    const href = await page.locator('a[hreflang="en"]').first().getAttribute("href");
    expect(href).toBe("/?language=es");
    await page.goto(href!);
    const english = await openFilters(page, viewport);
    expect(await english.scope.getByRole("checkbox", { name: /^Spanish spoken/ }).isChecked()).toBe(true);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(errors).toEqual([]);
    await context.close();
  });
});
