import type { Browser } from "playwright-core";
import { DESKTOP, PHONE, hasHorizontalScroll, launchBrowser, openPage, seriousViolations } from "./browser";

/**
 * The magazine, contact, advertise, Men on the Move and checkout pages under /es (issue 29): one
 * Spanish pass per page and width. Each is in Spanish (<html lang>, its heading), has no serious
 * axe violation, no sideways scroll and no page error; the articles stay English, marked lang="en".
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shots = process.env.E2E_SCREENSHOTS; // a folder: save full-page screenshots there

const pages: [path: string, heading: string][] = [
  ["/es/archive", "Archivo de la revista"],
  ["/es/2013/06", "junio/julio 2013"],
  ["/es/2011/08", "agosto/septiembre 2011"],
  ["/es/articles/oil-in-the-blood", "Oil in the Blood"],
  ["/es/contact", "Contáctenos"],
  ["/es/advertise", "Anúnciese con nosotros"],
  ["/es/men-on-the-move", "Men On The Move"],
  ["/es/checkout", "Pago seguro"],
  ["/es/payment-success", "¡Pago realizado!"],
];

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("Spanish pages on %s", (name, viewport) => {
  it.each(pages)("%s is in Spanish, with no serious axe violation and no sideways scroll", async (path, heading) => {
    const { page, context, errors } = await openPage(browser, viewport);
    try {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).waitFor();
      expect(await page.locator("html").getAttribute("lang")).toBe("es");
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      if (shots) await page.screenshot({ path: `${shots}/es${path.replace(/^\/es/, "").replace(/\//g, "_") || "_home"}-${name}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
});

describe("the magazine in Spanish", () => {
  it("keeps an article English (lang=\"en\", 'Artículo en inglés') in a Spanish frame whose links stay under /es", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    try {
      await page.goto("/es/articles/oil-in-the-blood");
      const title = page.getByRole("heading", { level: 1, name: "Oil in the Blood" });
      await title.waitFor();
      expect(await title.getAttribute("lang")).toBe("en");
      await page.getByText("Artículo en inglés").waitFor();
      await page.getByTestId("article-body").waitFor();
      expect(await page.getByTestId("article-body").getAttribute("lang")).toBe("en");
      expect(await page.getByRole("link", { name: "← Volver al archivo" }).getAttribute("href")).toMatch(/^\/es\//);
    } finally {
      await context.close();
    }
  });

  it("searches the archive in Spanish: months by their Spanish names, article hits counted with a plural", async () => {
    const { page, context } = await openPage(browser, PHONE);
    try {
      await page.goto("/es/archive");
      const search = page.getByRole("searchbox", { name: "Buscar ediciones y artículos" });
      await search.fill("junio");
      await page.getByText("2 de 12 ediciones coinciden").waitFor();
      await search.fill("walks the site at least once a week");
      await page.getByText("1 artículo coincide").waitFor();
    } finally {
      await context.close();
    }
  });
});
