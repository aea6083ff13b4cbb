import type { Browser } from "playwright-core";
import type { Business, Professional } from "@shared/schema";
import { baseURL, DESKTOP, PHONE, hasHorizontalScroll, launchBrowser, openPage, seriousViolations } from "./browser";

/**
 * Issue 29: the directory's pages under /es, in Spanish at 375 and 1280 px: the page's own texts
 * from the Spanish catalogs (counts with their plural), the language in <html lang>, no serious or
 * critical axe violation, no sideways scrolling. One Spanish pass per page and width.
 */
let browser: Browser;
let pro: Professional;
let biz: Business;
beforeAll(async () => {
  browser = await launchBrowser();
  const pros = (await (await fetch(`${baseURL()}/api/professionals`)).json()) as Professional[];
  const bizs = (await (await fetch(`${baseURL()}/api/businesses`)).json()) as Business[];
  pro = pros.find((p) => p.phone && p.email && p.bio)!;
  biz = bizs.find((b) => b.phone && b.address && b.hours)!;
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
