import { signInOnPage } from "./sign-in";
import { hashPassword } from "better-auth/crypto";
import type { Page } from "playwright-core";
import { createProfessional } from "../server/db/factories";
import { listingOwners } from "../server/db/schema";
import { createUserWithPassword } from "../server/test/staff-session";
import { DESKTOP, hasHorizontalScroll, PHONE, screenshots, seriousViolations } from "./browser";
import { ownSite } from "./own-server";

/**
 * Issue 29: the Spanish fields and the languages spoken in the back office's listing form and
 * the owners' details form: a refused save marks the languages group, a saved one reaches the
 * public API. The server runs on an embedded database of this file's own (an editor and an
 * owner per viewport), as e2e/account-edit.e2e.ts's does.
 */
const owners: Record<number, { email: string; password: string; id: number }> = {};
const editor = { email: "es-e2e-editor@example.com", password: "sample editor passphrase" };

const site = ownSite({
  label: "spanish",
  write: async (database) => {
    const withPassword = async (role: "editor" | null, email: string, password: string) => {
      // The real server checks passwords with better-auth's scrypt, not the tests' fast hasher.
      return createUserWithPassword(database.db, role, { email, password }, hashPassword);
    };
    for (const width of [DESKTOP.width, PHONE.width]) {
      const pro = await createProfessional(database.db, { name: `Rosa Sample ${width}`, title: "Family Lawyer", phone: "210-555-0175" });
      const user = await withPassword(null, `es-owner-${width}@example.com`, "sample owner passphrase");
      await database.db.insert(listingOwners).values({ userId: user.id, listingKind: "professional", listingId: pro.id, role: "owner" });
      owners[width] = { email: user.email, password: "sample owner passphrase", id: pro.id };
    }
    await withPassword("editor", editor.email, editor.password);
  },
});

const shot = screenshots("spanish-fields");

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto("/");
  await signInOnPage(page, who);
}

const expectAccessible = async (page: Page) => {
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
};

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("Spanish fields on %s", (_name, viewport) => {
  it("staff give a listing's Spanish bio and languages in /admin; no language at all is refused beside the group", async () => {
    const context = await site.browser.newContext({ viewport, baseURL: site.baseURL });
    const page = await context.newPage();
    await signIn(page, editor);
    const { id } = owners[viewport.width]!;
    await page.goto(`/admin/listings/professionals/${id}`);
    await page.locator("#professionals-bioEs").waitFor();
    await page.locator("#professionals-bioEs").fill("Le atiende en español con cita previa. (Texto de muestra.)");
    const languages = page.getByRole("group", { name: "Languages spoken" });
    await languages.getByLabel("English").uncheck();
    await page.getByRole("button", { name: "Save changes" }).click();
    await languages.getByText("Languages must include at least one language").waitFor();
    await expectAccessible(page);
    await shot(page, "admin-refused", viewport.width);
    await languages.getByLabel("English").check();
    await languages.getByLabel("Spanish").check();
    const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && r.url().endsWith(`/api/admin/professionals/${id}`));
    await page.getByRole("button", { name: "Save changes" }).click();
    expect((await saved).status()).toBe(200);
    const pub = (await (await page.request.get(`/api/professionals/${id}`)).json()) as { bioEs: string; languages: string[] };
    expect(pub).toMatchObject({ bioEs: "Le atiende en español con cita previa. (Texto de muestra.)", languages: ["en", "es"] });
    await context.close();
  });

  it("the owner gives the Spanish title and specialties in /account, and they go live", async () => {
    const owner = owners[viewport.width]!;
    const context = await site.browser.newContext({ viewport, baseURL: site.baseURL });
    const page = await context.newPage();
    await signIn(page, owner);
    await page.goto(`/account/listings/professional/${owner.id}`);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Details" }) });
    await section.getByLabel("Title (Spanish)").fill("Abogada familiar");
    await section.getByLabel("Specialties (Spanish)").fill("Divorcio\nCustodia");
    await expectAccessible(page);
    await shot(page, "owner", viewport.width);
    await section.getByRole("button", { name: "Save details" }).click();
    await section.getByText("Saved. Your public page shows the changes now.").waitFor();
    const pub = (await (await page.request.get(`/api/professionals/${owner.id}`)).json()) as { titleEs: string; specialtiesEs: string[] };
    expect(pub).toMatchObject({ titleEs: "Abogada familiar", specialtiesEs: ["Divorcio", "Custodia"] });
    await context.close();
  });
});
