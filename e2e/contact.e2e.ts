import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { inquiries } from "../server/db/schema";
import { DESKTOP, PHONE, hasHorizontalScroll, launchBrowser, seriousViolations } from "./browser";
import { startContactServer, type ContactServer } from "./contact-server";

/**
 * Contact, Advertise and Men On The Move in Chromium, against a server of their own
 * whose owner mail goes to a real SMTP server here; at the end that server is stopped
 * and its embedded database opened, to check every message sent is stored.
 */
let browser: Browser;
let server: ContactServer;
const sent: { email: string; kind: "contact" | "advertising" | "news"; professionalName?: string }[] = [];
const shots = process.env.E2E_SCREENSHOTS; // a folder: save full-page screenshots there

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startContactServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
});

async function open(path: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: server.baseURL });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on("pageerror", (e) => errors.push(e));
  await page.goto(path);
  await page.getByRole("heading", { level: 1 }).waitFor();
  return { page, context, errors };
}

/** A text field by its accessible name (the required star is hidden from it). */
const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ }).locator("li");
async function expectToast(page: Page, title: string, text: string) {
  const toast = toasts(page).filter({ hasText: title });
  await toast.waitFor();
  expect(await toast.textContent()).toContain(text);
  expect(await toasts(page).count()).toBe(1);
}
/** Holds the next POST /api/contact for a moment (it still reaches the real server) so the sending state can be seen. */
async function slowDownContact(page: Page) {
  await page.route("**/api/contact", async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
}
const contactResponse = (page: Page) => page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("on %s", (name, viewport) => {
  it.each(["/contact", "/advertise", "/men-on-the-move"])("%s has no serious axe violation and no sideways scroll", async (path) => {
    const { page, context, errors } = await open(path, viewport);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) {
      await page.screenshot({ path: `${shots}/${path.slice(1)}-${viewport.width}.png`, fullPage: true });
      // Readable slices of long pages, for looking at details.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height; y += 1200, i++) {
        const clip = { x: 0, y, width: viewport.width, height: Math.min(1200, height - y) };
        await page.screenshot({ path: `${shots}/${path.slice(1)}-${viewport.width}-part${i}.png`, fullPage: true, clip });
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("contact: the browser stops an empty message; a sent one is cleared, toasted and mailed", async () => {
    const { page, context, errors } = await open("/contact", viewport);
    let posts = 0;
    page.on("request", (r) => r.url().endsWith("/api/contact") && posts++);
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await field(page, "Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    expect(posts).toBe(0);

    const email = unique(`contact-${name}`);
    await field(page, "Name").fill("Maria Lopez");
    await field(page, "Email").fill(email);
    await field(page, "Message").fill("Do you list home inspectors?");
    await slowDownContact(page);
    const response = contactResponse(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect((await response).status()).toBe(201);
    sent.push({ email, kind: "contact" });
    await expectToast(page, "Message Sent!", "Thank you for your inquiry. We'll get back to you soon.");
    expect(await field(page, "Message").inputValue()).toBe("");
    const mail = await server.smtp.waitFor((m) => m.replyTo.includes(email));
    expect(mail.text).toContain("Do you list home inspectors?");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("contact: a refused message keeps the fields and shows the server's reason", async () => {
    const { page, context } = await open("/contact", viewport);
    // The browser accepts this address; the server's stricter check refuses it with a 400.
    await field(page, "Name").fill("Joe Ruiz");
    await field(page, "Email").fill("joe@localhost");
    await field(page, "Message").fill("Keep this text");
    const response = contactResponse(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await response).status()).toBe(400);
    await expectToast(page, "Error", "Email must be a valid email address.");
    expect(await toasts(page).first().getAttribute("data-variant")).toBe("destructive");
    expect(await field(page, "Message").inputValue()).toBe("Keep this text");
    expect(await field(page, "Email").inputValue()).toBe("joe@localhost");
    await context.close();
  });

  it("contact: ?professional= names the person, pre-fills the message and sends professionalName", async () => {
    const { page, context } = await open("/contact?professional=Dr.%20Ana%20Reyes&email=ana.reyes%40example.com", viewport);
    await page.getByRole("heading", { name: "Contact Dr. Ana Reyes" }).waitFor();
    expect(await field(page, "Message").inputValue()).toContain("Dr. Ana Reyes");
    expect(await page.getByRole("link", { name: "ana.reyes@example.com" }).getAttribute("href")).toBe("mailto:ana.reyes@example.com");
    const email = unique(`prefill-${name}`);
    await field(page, "Name").fill("Lee Chan");
    await field(page, "Email").fill(email);
    const response = contactResponse(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await response).request().postDataJSON()).toMatchObject({ professionalName: "Dr. Ana Reyes" });
    sent.push({ email, kind: "contact", professionalName: "Dr. Ana Reyes" });
    await expectToast(page, "Message Sent!", "We'll get back to you soon.");
    expect((await server.smtp.waitFor((m) => m.replyTo.includes(email))).text).toContain("About: Dr. Ana Reyes");
    await context.close();
  });

  it("advertise: missing fields toast, then one toast at a time, a sent inquiry mailed, and the toast's place", async () => {
    const { page, context, errors } = await open("/advertise", viewport);
    const submit = page.getByRole("button", { name: "Submit Inquiry" });
    await submit.click();
    await expectToast(page, "Missing Information", "Please fill in your business name, contact name, and email address.");

    const email = unique(`advertise-${name}`);
    await field(page, "Business Name").fill("Sample Bakery");
    await field(page, "Contact Name").fill("Rosa Perez");
    await field(page, "Email").fill(email);
    await field(page, "Phone").fill("210-555-0142");
    await field(page, "Website").fill("https://bakery.example.com");
    await page.getByRole("combobox", { name: "Business Category" }).click();
    await page.getByRole("option", { name: "Real Estate" }).click();
    await page.getByRole("combobox", { name: "Package" }).click();
    await page.getByRole("option", { name: "Gold Annual ($490/year)" }).click();
    await field(page, "Tell us about your business").fill("Family bakery since 1987.");
    await slowDownContact(page);
    const response = contactResponse(page);
    await submit.click();
    await page.getByRole("button", { name: "Submitting..." }).waitFor();
    expect((await response).status()).toBe(201);
    sent.push({ email, kind: "advertising" });
    await expectToast(page, "Inquiry Submitted!", "We'll contact you within 24 hours.");
    if (shots) await page.screenshot({ path: `${shots}/toast-${viewport.width}.png` });
    expect(await field(page, "Business Name").inputValue()).toBe("");
    const mail = await server.smtp.waitFor((m) => m.replyTo.includes(email));
    expect(mail.subject).toBe("New advertising inquiry from Rosa Perez");
    expect(mail.text).toContain("Category: realestate");
    expect(mail.text).toContain("Package: gold-annual");

    const box = (await toasts(page).first().boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(420);
    if (viewport === PHONE) expect(box.y).toBeLessThan(100);
    else expect(box.y + box.height).toBeGreaterThan(viewport.height - 100);
    await page.keyboard.press("F8");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("OL");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("advertise: packages, Gold checkout links and AD banners", async () => {
    const { page, context } = await open("/advertise", viewport);
    for (const text of ["10K+", "75%", "95%", "$49", "$490", "SAVE 20%", "Save $98 annually", "Free"]) {
      expect(await page.getByText(text, { exact: true }).first().isVisible()).toBe(true);
    }
    expect(await page.getByRole("link", { name: "Choose Gold Monthly" }).getAttribute("href")).toBe("/checkout?plan=gold-monthly");
    expect(await page.getByRole("link", { name: "Choose Gold Annual" }).getAttribute("href")).toBe("/checkout?plan=gold-annual");
    const ads = page.getByRole("region", { name: "Advertisements" }).getByRole("link");
    expect(await ads.count()).toBe(2);
    for (const ad of await ads.all()) {
      expect(await ad.getAttribute("target")).toBe("_blank");
      expect(await ad.getAttribute("rel")).toBe("sponsored noopener");
      expect(await ad.textContent()).toContain("AD");
    }
    await context.close();
  });

  it("men on the move: missing fields toast, a failure keeps the news, a success is mailed", async () => {
    const { page, context } = await open("/men-on-the-move", viewport);
    const submit = page.getByRole("button", { name: "Submit News" });
    await submit.click();
    await expectToast(page, "Missing Information", "Please fill in your name, email, and news details.");
    await field(page, "Name").fill("Curtis Bell");
    await field(page, "Email").fill("curtis@localhost");
    await field(page, "News Details").fill("Named executive director.");
    await submit.click();
    await expectToast(page, "Error", "Email must be a valid email address.");
    expect(await field(page, "News Details").inputValue()).toBe("Named executive director.");

    const email = unique(`news-${name}`);
    await field(page, "Email").fill(email);
    await field(page, "Company").fill("Eastside Builders Alliance");
    const response = contactResponse(page);
    await submit.click();
    expect((await response).status()).toBe(201);
    sent.push({ email, kind: "news" });
    await expectToast(page, "News Submitted!", "We'll review it and get back to you soon.");
    expect((await server.smtp.waitFor((m) => m.replyTo.includes(email))).text).toContain("Company: Eastside Builders Alliance");
    expect(
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: /sister site/ })
        .count(),
    ).toBeGreaterThan(0);
    await context.close();
  });
});

describe("after the browser runs", () => {
  it("every message sent from a form is a row in the server's database", async () => {
    expect(sent).toHaveLength(8);
    const database = await server.stopAndOpenDatabase();
    for (const s of sent) {
      const rows = await database.db.select().from(inquiries).where(eq(inquiries.email, s.email));
      expect(rows, s.email).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: s.kind, status: "new", professionalName: s.professionalName ?? null });
    }
  });
});
