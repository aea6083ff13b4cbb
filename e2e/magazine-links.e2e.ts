import { and, eq, sql } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { inquiries } from "../server/db/schema";
import { DESKTOP, PHONE, hasHorizontalScroll, launchBrowser, seriousViolations } from "./browser";
import { startContactServer, type ContactServer } from "./contact-server";

/**
 * The magazine and the directory pointing at each other, in Chromium, against a server of its
 * own with the sample directory (so this file can open its database at the end and find the
 * change reports it sent).
 */
let browser: Browser;
let server: ContactServer;
const reported: string[] = [];

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startContactServer({ seed: true })]);
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

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("on %s", (name, viewport) => {
  it("goes from an article to a featured listing and back through 'Featured in the magazine'", async () => {
    const { page, context, errors } = await open("/articles/zamarripa-community-banker", viewport);
    const story = page.getByRole("region", { name: "In this story" });
    await story.waitFor();
    // No Gold on an editorial feature.
    expect(await story.getByText("Gold").count()).toBe(0);
    await page.getByRole("heading", { name: "More from this issue" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Previous and next articles" }).getByRole("link").count()).toBe(2);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await story.getByRole("link", { name: "Graciela Zamarripa", exact: true }).click();
    await page.getByRole("heading", { name: "Graciela Zamarripa", level: 1 }).waitFor();
    const featured = page.getByRole("region", { name: "Featured in the magazine" });
    await featured.waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await featured.getByRole("link", { name: "Banking on Neighbors" }).click();
    await page.getByRole("heading", { name: "Banking on Neighbors", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/articles/zamarripa-community-banker");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("archive search finds an article by a phrase from its body, with the words marked", async () => {
    const { page, context, errors } = await open("/archive", viewport);
    await page.getByRole("searchbox", { name: "Search issues and articles" }).pressSequentially("walks the site at least once", { delay: 20 });
    const results = page.getByRole("region", { name: "Articles" });
    const link = results.getByRole("link", { name: "Built on Bedrock" });
    await link.waitFor();
    const snippet = link.locator("xpath=ancestor::li[1]").getByTestId("article-snippet");
    expect(await snippet.locator("mark").allTextContents()).toEqual(expect.arrayContaining(["walks", "site", "least", "once"]));
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a change report sent from a listing page is acknowledged with a toast", async () => {
    const { page, context, errors } = await open("/", viewport);
    await page.goto("/articles/zamarripa-community-banker");
    await page.getByRole("region", { name: "In this story" }).getByRole("link", { name: "Tres Puentes Community Bank", exact: true }).click();
    await page.getByRole("heading", { name: "Tres Puentes Community Bank", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Report a change" }).click();
    await page.getByRole("radio", { name: "Wrong phone" }).check();
    const note = `E2E ${name} ${Date.now()}`;
    reported.push(note);
    await page.getByRole("textbox", { name: "Note (optional)" }).fill(note);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Send report" }).click();
    const toast = page
      .getByRole("region", { name: /Notifications/ })
      .locator("li")
      .filter({ hasText: "Report Sent!" });
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Thank you. Our editors will check this listing.");
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("after the browser runs", () => {
  it("each change report is an inquiry of kind 'report' for the inbox, naming the listing", async () => {
    expect(reported).toHaveLength(2);
    const database = await server.stopAndOpenDatabase();
    for (const note of reported) {
      const rows = await database.db
        .select()
        .from(inquiries)
        .where(and(eq(inquiries.kind, "report"), sql`${inquiries.fields}->>'note' = ${note}`));
      expect(rows, note).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: "new", fields: { listingType: "business", listingName: "Tres Puentes Community Bank", reason: "wrong-phone" } });
    }
  });
});
