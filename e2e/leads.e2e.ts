import { hashPassword } from "better-auth/crypto";
import type { Browser, Page } from "playwright-core";
import { createCategory, createProfessional } from "../server/db/factories";
import { leads } from "../server/db/lead-schema";
import { listingOwners } from "../server/db/schema";
import { createUserWithPassword, type TestUser } from "../server/test/staff-session";
import { signInThroughForm, signInOnPage } from "./sign-in";
import { DESKTOP, hasHorizontalScroll, launchBrowser, PHONE, seriousViolations } from "./browser";
import { startContactServer, type ContactServer } from "./contact-server";

/**
 * Issue 31's browser proof, in Chromium at 1280 px (English) and 375 px (Spanish): a visitor
 * requests a quote from one listing, then quotes from three of a category's results at once; each
 * owner finds theirs in /account and replies, and the reply reaches the visitor's address (a
 * local SMTP server); the first listing's card shows its response line once it has its fifth
 * lead (four earlier, answered ones are written into this file's own database). Staff find the
 * four in /admin/leads.
 */
interface Owned {
  id: number;
  name: string;
  owner: TestUser;
}
interface Scene {
  category: { id: number; slug: string };
  pros: Owned[];
}

const DAY = 86_400_000;
let browser: Browser;
let server: ContactServer;
const scenes: Scene[] = [];
let admin: TestUser;
const shots = process.env.E2E_SCREENSHOTS;

/** A category of four professionals, each with its own owner; the first with four answered leads of the last weeks. */
async function writeScene(db: Parameters<typeof createCategory>[0], tag: string): Promise<Scene> {
  const category = await createCategory(db, { name: `Leak Fixers ${tag}` });
  const pros: Owned[] = [];
  for (const first of ["Alma", "Beto", "Cora", "Dario"]) {
    const name = `${first} Plumbing ${tag}`;
    const pro = await createProfessional(db, { name, title: "Plumber", categoryId: category.id });
    const owner = await createUserWithPassword(db, null, { name: `${first} Owner` }, hashPassword);
    await db.insert(listingOwners).values({ userId: owner.id, listingKind: "professional", listingId: pro.id, role: "owner" });
    pros.push({ id: pro.id, name, owner });
  }
  const now = Date.now();
  await db.insert(leads).values(
    [1, 2, 3, 4].map((i) => ({
      kind: "quote" as const,
      listingKind: "professional" as const,
      listingId: pros[0]!.id,
      needed: `An earlier job ${i}`,
      name: "Earlier Visitor",
      email: "earlier@example.com",
      status: "replied" as const,
      createdAt: new Date(now - i * 7 * DAY).toISOString(),
      firstRepliedAt: new Date(now - i * 7 * DAY + 45 * 60_000).toISOString(),
      replyChannel: "email" as const,
    })),
  );
  return { category, pros };
}

beforeAll(async () => {
  const tag = Date.now().toString(36);
  [browser, server] = await Promise.all([
    launchBrowser(),
    startContactServer({
      prepare: async ({ db }) => {
        scenes.push(await writeScene(db, `${tag}a`), await writeScene(db, `${tag}b`));
        admin = await createUserWithPassword(db, "admin", { name: "Lead Admin" }, hashPassword);
      },
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
});

async function expectAccessible(page: Page) {
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
}
async function shot(page: Page, name: string, width: number) {
  if (shots) await page.screenshot({ path: `${shots}/leads-${name}-${width}.png`, fullPage: true });
}

/** The page texts of each language (client/src/features/leads/locales, directory's). */
const texts = {
  en: {
    prefix: "",
    quote: "Request a quote",
    needed: "What do you need?",
    name: "Your name",
    email: "Your email",
    send: "Send request",
    sent: "Request sent",
    multi: "Request quotes from up to 3",
    pick: (name: string) => `Add to my request (${name})`,
    count: (n: number) => `${n} of 3 chosen`,
    multiSend: "Request quotes",
    rate: "Responds to 10 of 10 requests",
    usually: /Usually responds within/,
  },
  es: {
    prefix: "/es",
    quote: "Pida una cotización",
    needed: "¿Qué necesita?",
    name: "Su nombre",
    email: "Su correo electrónico",
    send: "Enviar solicitud",
    sent: "Solicitud enviada",
    multi: "Pida hasta 3 cotizaciones",
    pick: (name: string) => `Agregar a mi solicitud (${name})`,
    count: (n: number) => `Ha elegido ${n} de 3`,
    multiSend: "Pedir cotizaciones",
    rate: "Responde 10 de cada 10 solicitudes",
    usually: /Suele responder en/,
  },
};

/** Fills the request form and sends it after 3 s (a form sent sooner is held as a bot's). */
async function fillAndSend(page: Page, text: (typeof texts)["en"], needed: string, visitor: { name: string; email: string }) {
  const started = Date.now();
  await page.getByRole("textbox", { name: text.needed }).fill(needed);
  await page.getByRole("textbox", { name: text.name }).fill(visitor.name);
  await page.getByRole("textbox", { name: text.email }).fill(visitor.email);
  await page.waitForTimeout(Math.max(0, 3300 - (Date.now() - started)));
  await page.getByRole("button", { name: text.send }).click();
  await page
    .getByRole("region", { name: /Notifications|Notificaciones/ })
    .getByText(text.sent)
    .waitFor();
}

const card = (page: Page, name: string) => page.locator("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

describe.each([
  ["desktop, English", DESKTOP, 0, "en"],
  ["phone, Spanish", PHONE, 1, "es"],
] as const)("quote requests on %s", (_label, viewport, index, locale) => {
  it("a visitor asks one listing, then three at once; each owner replies and the reply reaches the visitor; the fifth lead shows the response line", async () => {
    const { category, pros } = scenes[index]!;
    const text = texts[locale];
    const visitor = { name: `Vera Visitor ${index}`, email: `vera-${index}-${Date.now().toString(36)}@example.com` };
    const context = await browser.newContext({ viewport, baseURL: server.baseURL });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));

    // One listing's page: its fifth lead in 90 days.
    await page.goto(`${text.prefix}/professional/${pros[0]!.id}`);
    await page.getByRole("button", { name: text.quote }).click();
    await page.getByRole("textbox", { name: text.needed }).waitFor();
    await expectAccessible(page);
    await fillAndSend(page, text, "A leaking kitchen pipe", visitor);

    // The category's results: the first card now says how fast it answers; the others have no line.
    await page.goto(`${text.prefix}/?category=${category.slug}`);
    await card(page, pros[0]!.name).waitFor();
    const line = card(page, pros[0]!.name).getByTestId("card-response");
    expect(await line.textContent()).toMatch(text.usually);
    expect(await line.textContent()).toContain(text.rate);
    expect(await card(page, pros[1]!.name).getByTestId("card-response").count()).toBe(0);

    // Request quotes from up to 3: the visitor ticks three; a fourth cannot be ticked.
    const picker = page.getByTestId("multi-quote");
    await picker.getByRole("heading", { name: text.multi }).waitFor();
    expect(await picker.getByText(text.count(0)).isVisible()).toBe(true);
    for (const pro of pros.slice(1)) await page.getByRole("checkbox", { name: text.pick(pro.name) }).check();
    expect(await picker.getByText(text.count(3)).isVisible()).toBe(true);
    expect(await page.getByRole("checkbox", { name: text.pick(pros[0]!.name) }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await shot(page, `picked-${locale}`, viewport.width);
    await picker.getByRole("button", { name: text.multiSend }).click();
    await page.getByRole("textbox", { name: text.needed }).waitFor();
    await expectAccessible(page);
    await shot(page, `multi-form-${locale}`, viewport.width);
    await fillAndSend(page, text, "A new water heater", visitor);
    expect(errors).toEqual([]);
    await context.close();

    // Each owner finds their own request in /account and replies; the reply reaches the visitor.
    for (const [i, pro] of pros.entries()) {
      const ownerContext = await browser.newContext({ viewport, baseURL: server.baseURL });
      const owner = await ownerContext.newPage();
      await owner.goto("/");
      await signInOnPage(owner, { email: pro.owner.email, password: pro.owner.password });
      await owner.goto(`/account/listings/professional/${pro.id}`);
      const inbox = owner.getByTestId("owner-leads");
      await inbox.getByRole("button", { name: new RegExp(visitor.name) }).click();
      await inbox.getByText(i === 0 ? "A leaking kitchen pipe" : "A new water heater").waitFor();
      const reply = `Happy to help, from ${pro.name}.`;
      await inbox.getByRole("textbox", { name: `Your reply to ${visitor.name}` }).fill(reply);
      await inbox.getByRole("button", { name: "Send reply" }).click();
      await owner
        .getByRole("region", { name: /Notifications/ })
        .getByText("Reply sent")
        .waitFor();
      if (i === 0) {
        await expectAccessible(owner);
        await shot(owner, `owner-${locale}`, viewport.width);
      }
      const mail = await server.smtp.waitFor((m) => m.to.includes(visitor.email) && m.text.includes(reply));
      expect(mail.replyTo).toContain(pro.owner.email);
      await ownerContext.close();
    }
  });

  it("staff find the category's leads in /admin/leads", async () => {
    const { category, pros } = scenes[index]!;
    const context = await browser.newContext({ viewport, baseURL: server.baseURL });
    const page = await context.newPage();
    await page.goto("/admin");
    await signInThroughForm(page, admin.email, admin.password);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await page.goto("/admin/leads");
    await page.getByRole("heading", { name: "Leads", level: 1 }).waitFor();
    await page.getByRole("list", { name: "Leads" }).waitFor();
    await page.getByLabel("Category").selectOption(String(category.id));
    const list = page.getByRole("list", { name: "Leads" });
    // The four earlier leads, the single request and the three of the multi request.
    await list.getByRole("listitem").filter({ hasText: pros[3]!.name }).waitFor();
    expect(await list.getByRole("listitem").count()).toBe(8);
    await page.getByLabel("Status").selectOption("replied");
    await list.getByRole("listitem").filter({ hasText: "An earlier job 1" }).waitFor();
    await list.getByRole("listitem").first().getByText("Reassign or delete").click();
    await expectAccessible(page);
    await shot(page, "admin", viewport.width);
    await context.close();
  });
});
