import { signInOnPage, ownProfessional } from "./sign-in";
import { hashPassword } from "better-auth/crypto";
import type { Page } from "playwright-core";
import { createProfessional } from "../server/db/factories";
import { createUserWithPassword } from "../server/test/staff-session";
import { DESKTOP, hasHorizontalScroll, PHONE, seriousViolations } from "./browser";
import { ownSite } from "./own-server";

/**
 * Issue 29: the owners' area in Spanish under /es/account, once per viewport (375 and 1280): the
 * sign-in screen, the owner's listings, a listing's sections (saving the hours), and the 90-day
 * reminder's landing, each with axe and no sideways scrolling. The set-up imitates
 * e2e/account-edit.e2e.ts (an owner with a password per viewport, signed in with POST /api/auth/sign-in/email).
 */
const shots = process.env.E2E_SCREENSHOTS;

const owners: Record<number, { email: string; password: string; id: number }> = {};
const stillCorrectToken = (width: number) => `still-correct-es-sample-token-${width}-abcdefghijkl`;

const site = ownSite({
  label: "account-es",
  write: async (database) => {
    for (const width of [DESKTOP.width, PHONE.width]) {
      const pro = await createProfessional(database.db, { name: `Marisol Sample ${width}`, title: "Abogada de familia", phone: "210-555-0180" });
      // The real server checks passwords with better-auth's scrypt, not the tests' fast hasher.
      const user = await createUserWithPassword(
        database.db,
        null,
        { email: `es-owner-${width}@example.com`, password: "sample owner passphrase" },
        hashPassword,
      );
      await ownProfessional(database.db, user, pro.id, stillCorrectToken(width));
      owners[width] = { email: user.email, password: user.password, id: pro.id };
    }
  },
});

async function check(page: Page, name: string, width: number) {
  expect(await page.locator("html").getAttribute("lang")).toBe("es");
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/account-es-${name}-${width}.png`, fullPage: true });
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("the owners' area in Spanish on %s", (_name, viewport) => {
  it("signs in, lists the owner's listings, shows a listing's sections and saves its hours, all in Spanish", async () => {
    const owner = owners[viewport.width]!;
    const context = await site.browser.newContext({ viewport, baseURL: site.baseURL });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));

    await page.goto("/es/account");
    await page.getByRole("heading", { name: "Inicie sesión para administrar su ficha" }).waitFor();
    await page.getByRole("button", { name: "Envíenme un enlace de acceso" }).waitFor();
    await check(page, "sign-in", viewport.width);

    await signInOnPage(page, owner);

    await page.goto("/es/account");
    const bar = page.getByRole("navigation", { name: "Su cuenta" });
    await bar.getByRole("button", { name: "Cerrar sesión" }).waitFor();
    expect(await bar.getByRole("link", { name: "Sus fichas" }).getAttribute("href")).toBe("/es/account");
    await page.getByText("Profesional", { exact: true }).waitFor();
    await check(page, "listings", viewport.width);

    await page.getByRole("link", { name: `Marisol Sample ${viewport.width}` }).click();
    await page.waitForURL(`**/es/account/listings/professional/${owner.id}`);
    for (const heading of ["Ficha Gold", "Cambios reportados", "Estadísticas", "Datos", "Fotos y logotipo", "Horario de atención", "Copropietarios"])
      await page.getByRole("heading", { name: heading, exact: true }).waitFor();
    expect(await page.getByRole("link", { name: "Ver la página pública" }).getAttribute("href")).toBe(`/es/professional/${owner.id}`);
    await page.getByRole("radiogroup", { name: "Horario: Lunes" }).waitFor();

    const hours = page.locator("section", { has: page.getByRole("heading", { name: "Horario de atención" }) });
    await hours.getByRole("button", { name: "Guardar horario" }).click();
    await hours.getByRole("status").getByText("Horario guardado. Su página pública ya lo muestra.").waitFor();
    await check(page, "listing", viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("thanks the owner for the 90-day reminder's 'still correct' link, in Spanish, linking the Spanish public page", async () => {
    const owner = owners[viewport.width]!;
    const context = await site.browser.newContext({ viewport, baseURL: site.baseURL });
    const page = await context.newPage();
    await page.goto(`/es/account/still-correct?token=${stillCorrectToken(viewport.width)}`);
    await page.getByRole("heading", { name: "Gracias, su ficha quedó marcada como actualizada" }).waitFor();
    expect(await page.getByRole("link", { name: `Ver Marisol Sample ${viewport.width}` }).getAttribute("href")).toBe(`/es/professional/${owner.id}`);
    await check(page, "still-correct", viewport.width);
    await context.close();
  });
});
