import type { Browser, Page } from "playwright-core";
import { DESKTOP, expectAccessible, launchBrowser, PHONE, screenshots } from "./browser";
import { signInThroughForm, staffAdd, setPasswordByLink, uniqueEmail } from "./sign-in";
import { startContactServer, type ContactServer } from "./contact-server";

/**
 * Issue 15's inbox proof in Chromium: a visitor's message from /contact is found in the staff
 * inbox, marked answered and replied to, and the reply arrives at the SMTP server on this
 * machine. Runs on the contact pages' own server (SMTP_URL and NOTIFY_EMAIL set, so replies are mailed).
 */
let browser: Browser;
let server: ContactServer;
const PASSWORD = "sample staff passphrase";

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startContactServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
});

const shot = screenshots("admin-inbox");

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("the inbox on %s", (_name, viewport) => {
  it("a message sent from /contact is found, marked answered and replied to, and the reply reaches the SMTP server", async () => {
    const context = await browser.newContext({ viewport, baseURL: server.baseURL });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));

    const visitor = uniqueEmail(`visitor-${viewport.width}`);
    await page.goto("/contact");
    await textbox(page, "Name").fill("Sample Visitor");
    await textbox(page, "Email").fill(visitor);
    await textbox(page, "Message").fill("Sample text: do you list bilingual tax preparers?");
    const sent = page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect((await sent).status()).toBe(201);

    const staff = uniqueEmail("inbox-admin");
    await setPasswordByLink(page, await staffAdd(staff, "admin", server.pgliteDir), PASSWORD);
    await page.goto("/admin/inbox");
    await signInThroughForm(page, staff, PASSWORD);
    await page.getByRole("heading", { name: "Inbox" }).first().waitFor();
    const item = page.getByRole("list", { name: "Messages" }).getByRole("link").filter({ hasText: visitor });
    await item.waitFor();
    await expectAccessible(page);
    await shot(page, "list", viewport.width);
    await item.click();

    await page.getByText("Sample text: do you list bilingual tax preparers?").first().waitFor();
    await page.getByRole("group", { name: "Change status" }).getByRole("button", { name: "Mark answered" }).click();
    await page.getByText("Now Answered.").first().waitFor();

    const reply = `Sample reply ${Date.now().toString(36)}: yes, search the directory for tax preparers.`;
    await page.getByLabel(`Reply to ${visitor}`).fill(reply);
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.getByText("Reply queued").first().waitFor();
    const mail = await server.smtp.waitFor((m) => m.to.includes(visitor));
    expect(mail.text).toContain(reply);
    const replies = page.getByRole("list", { name: "Replies" });
    await replies.getByText(reply).waitFor();
    // The delivery status follows the outbox (the detail is refetched, or shown on reload).
    await page.reload();
    await replies.getByText(/^Sent /).waitFor();
    await expectAccessible(page);
    await shot(page, "detail", viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
