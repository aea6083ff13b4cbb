import { hashPassword } from "better-auth/crypto";
import type { Browser, Page } from "playwright-core";
import { createBusiness } from "../server/db/factories";
import { listingOwners } from "../server/db/schema";
import { createUserWithPassword, type TestUser } from "../server/test/staff-session";
import { setPasswordByLink, signInThroughForm, staffAdd, uniqueEmail, signInOnPage } from "./sign-in";
import { DESKTOP, expectAccessible, launchBrowser, PHONE, screenshots } from "./browser";
import { startContactServer, type ContactServer } from "./contact-server";

/**
 * Issue 30's browser proof, at 1280 and 375 px with axe, against a server of this file's own (it
 * writes) with mail going to a real SMTP server here: a member signs in by the mailed link,
 * writes a review and edits it; the owner replies (and edits the reply) and flags it from
 * /account; an editor removes it with a published reason and reverts that; the owner reviewing
 * their own listing is refused; the page's average and JSON-LD follow each step.
 */
let browser: Browser;
let server: ContactServer;
let owner: TestUser;
const listings: { id: number; name: string }[] = [];
const PASSWORD = "a long staff password 7";

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchBrowser(),
    startContactServer({
      prepare: async (database) => {
        owner = await createUserWithPassword(database.db, null, { name: "Sample Review Owner" }, hashPassword);
        for (const width of [DESKTOP.width, PHONE.width]) {
          const name = `Sample Reviewed Bakery ${width} ${Date.now().toString(36)}`;
          const business = await createBusiness(database.db, { name, website: "https://bakery.example.org" });
          await database.db.insert(listingOwners).values({ userId: owner.id, listingKind: "business", listingId: business.id, role: "owner" });
          listings.push({ id: business.id, name });
        }
      },
    }),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
});

const shot = screenshots("reviews");
async function newPage(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, baseURL: server.baseURL });
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on("pageerror", (e) => errors.push(e));
  return { page, context, errors };
}

/** The page's AggregateRating (JSON-LD), or null. */
async function aggregateOf(page: Page): Promise<{ ratingValue: number; reviewCount: number } | null> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  for (const text of blocks) {
    const found = /"aggregateRating":\s*(\{[^}]*\})/.exec(text);
    if (found) return JSON.parse(found[1]!) as { ratingValue: number; reviewCount: number };
  }
  return null;
}

/**
 * Opens the listing page until its JSON-LD says `expected`, for at most 4 s: the server reads the
 * directory's version counter at most once a second (server/features/directory/cache.ts).
 */
async function pageUntil(page: Page, path: string, expected: { ratingValue: number; reviewCount: number } | null) {
  const started = Date.now();
  for (;;) {
    await page.goto(path);
    const found = await aggregateOf(page);
    const same =
      expected === null
        ? found === null
        : found !== null && Number(found.ratingValue) === expected.ratingValue && Number(found.reviewCount) === expected.reviewCount;
    if (same || Date.now() - started > 4000) return found;
    await page.waitForTimeout(250);
  }
}

/**
 * One story per width, told in three steps that run in order and share the pages they open (each
 * step its own test, so each has the whole test timeout: told as one test it took 55–60 s here).
 */
describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("reviews on %s", (_name, viewport) => {
  const listingOf = () => listings[viewport === DESKTOP ? 0 : 1]!;
  let member: Awaited<ReturnType<typeof newPage>>;
  let own: Awaited<ReturnType<typeof newPage>>;
  let email: string;

  afterAll(async () => {
    for (const p of [member, own]) await p?.context.close();
  });

  it("a member signs in by the mailed link, writes a review and edits it", async () => {
    const path = `/business/${listingOf().id}`;
    member = await newPage(viewport);
    email = uniqueEmail("reviewer");
    await member.page.goto(`${path}#write-review`);
    await member.page.getByLabel("Your email").fill(email);
    await member.page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await member.page.getByText("Check your email: the link brings you back here").waitFor();
    await expectAccessible(member.page);
    const mail = await server.smtp.waitFor((m) => m.to.some((t) => t.toLowerCase() === email.toLowerCase()));
    expect(mail.text).toContain("to write a review");
    // The mail names the site's public address: open its path and query on this server.
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    await member.page.goto(`${link.pathname}${link.search}`);
    await member.page
      .waitForURL((url) => url.pathname === path, { timeout: 10_000 })
      .catch(() => {
        throw new Error(`the sign-in link ${link.pathname}${link.search} landed on ${member.page.url()}`);
      });
    // It lands on the write-a-review place (the address keeps its fragment): the form is open, signed in, with no click.
    expect(new URL(member.page.url()).hash).toBe("#write-review");
    await member.page.getByRole("heading", { name: "Write a review" }).waitFor();
    const text = `Fresh conchas every morning at ${viewport.width} px, and they remembered our order for the party.`;
    await member.page.getByRole("radio", { name: "4 stars" }).locator("..").click();
    await member.page.locator("#review-body").fill(text);
    await member.page.locator("#review-name").fill("Rosa M.");
    // The review's language: the page's first (an English page), the writer may say otherwise.
    expect(await member.page.getByLabel("Language of your review").inputValue()).toBe("en");
    await shot(member.page, "form", viewport.width);
    await member.page.getByRole("button", { name: "Post review" }).click();
    await member.page.getByText("Your review was saved.").first().waitFor();
    expect(await pageUntil(member.page, path, { ratingValue: 4, reviewCount: 1 })).toMatchObject({ reviewCount: 1 });
    await member.page.getByText("4 out of 5").waitFor();

    await member.page.goto("about:blank"); // a new document: the form opens on the write-a-review address's load
    await member.page.goto(`${path}#write-review`);
    await member.page.getByRole("heading", { name: "Edit your review" }).waitFor();
    await member.page.getByRole("radio", { name: "2 stars" }).locator("..").click();
    await member.page.locator("#review-body").fill(`${text} Update: the last order came late.`);
    await member.page.getByRole("button", { name: "Save changes" }).click();
    await member.page.getByText("Your review was saved.").first().waitFor();
    await expectAccessible(member.page);
    const edited = await pageUntil(member.page, path, { ratingValue: 2, reviewCount: 1 });
    expect(edited).toMatchObject({ reviewCount: 1 });
    expect(Number(edited!.ratingValue)).toBe(2);
    await member.page.getByText("Update: the last order came late.").waitFor();
    await shot(member.page, "listing", viewport.width);
    expect(member.errors).toEqual([]);
  });

  it("the owner replies, edits the reply and flags the review from /account, never sees the email, and cannot review their own listing", async () => {
    const listing = listingOf();
    const path = `/business/${listing.id}`;
    own = await newPage(viewport);
    await own.page.goto("/");
    await signInOnPage(own.page, { email: owner.email, password: owner.password });
    await own.page.goto(`/account/listings/business/${listing.id}`);
    const section = own.page.getByTestId("owner-reviews");
    const item = section.getByTestId("owner-review").filter({ hasText: "Rosa M." });
    await item.waitFor();
    expect(await section.textContent()).not.toContain(email);
    expect(await item.getByTestId("owner-review-status").textContent()).toBe("Published");
    expect(await section.getByLabel("Link to your page in English").inputValue()).toBe(`${server.baseURL}${path}#write-review`);
    expect(await section.getByLabel("Link to your page in Spanish").inputValue()).toBe(`${server.baseURL}/es${path}#write-review`);
    expect(await item.getByRole("button", { name: /remove|hide/i }).count()).toBe(0);
    await item.getByRole("button", { name: "Reply publicly" }).click();
    await item.getByLabel("Your public reply to Rosa M.").fill("Thank you, Rosa. We added a second baker for mornings.");
    await item.getByRole("button", { name: "Publish reply" }).click();
    await item.getByTestId("owner-review-reply").getByText("We added a second baker").waitFor();
    await item.getByRole("button", { name: "Edit your reply" }).click();
    await item.getByLabel("Your public reply to Rosa M.").fill("Thank you, Rosa. We added a second baker, so orders are on time now.");
    await item.getByRole("button", { name: "Publish reply" }).click();
    await item.getByTestId("owner-review-reply").getByText("orders are on time now").waitFor();
    await item.getByRole("button", { name: "Flag for our staff" }).click();
    await item.getByLabel("Reason", { exact: true }).selectOption("not_first_hand");
    await item.getByRole("button", { name: "Send to our staff" }).click();
    await item.getByTestId("owner-review-flag").getByText("You flagged this review (Not a first-hand experience).").waitFor();
    await expectAccessible(own.page);
    await shot(own.page, "account", viewport.width);
    await own.page.goto(`/es/account/listings/business/${listing.id}`);
    await own.page.getByTestId("owner-reviews").getByText("Usted señaló esta reseña (No es una experiencia propia).").waitFor();
    await shot(own.page, "account-es", viewport.width);
    // The whole Spanish page fits at 375 px too (the owners' area is one column no wider than the screen).
    await expectAccessible(own.page);

    // The reply shows under the review; the flag changes nothing public.
    await pageUntil(member.page, path, { ratingValue: 2, reviewCount: 1 });
    await member.page.getByText("orders are on time now").waitFor();

    // The owner reviewing their own listing: refused.
    await own.page.goto(`${path}#write-review`);
    await own.page.getByRole("heading", { name: "Write a review" }).waitFor();
    await own.page.getByRole("radio", { name: "5 stars" }).locator("..").click();
    await own.page.locator("#review-body").fill("The best bakery in town, everything is perfect, come and see for yourself today!");
    await own.page.getByRole("button", { name: "Post review" }).click();
    await own.page.getByRole("alert").filter({ hasText: "You cannot review this listing" }).waitFor();
    expect(own.errors).toEqual([]);
  });

  it("an editor removes the review with a published reason, and reverting brings it back", async () => {
    const listing = listingOf();
    const path = `/business/${listing.id}`;
    const staff = await newPage(viewport);
    const staffEmail = uniqueEmail("editor");
    await setPasswordByLink(staff.page, await staffAdd(staffEmail, "editor", server.pgliteDir), PASSWORD);
    await staff.page.goto("/admin");
    await signInThroughForm(staff.page, staffEmail, PASSWORD);
    await staff.page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await staff.page.goto("/admin/reviews");
    const card = staff.page
      .getByRole("listitem")
      .filter({ hasText: "Rosa M." })
      .filter({ hasText: `business #${listing.id}` });
    await card.getByText("flagged by the owner").waitFor();
    await card.getByLabel("Reason (required)").selectOption("not_first_hand");
    const moderated = staff.page.waitForResponse((r) => r.request().method() === "POST" && /\/api\/admin\/reviews\/\d+\/moderation$/.test(r.url()));
    await card.getByRole("button", { name: "Remove" }).click();
    const answer = await moderated;
    expect(answer.status()).toBe(200);
    const { auditId } = (await answer.json()) as { auditId: number };
    await expectAccessible(staff.page);
    expect(await pageUntil(member.page, path, null)).toBeNull();
    expect(await member.page.getByText("Rosa M.").count()).toBe(0);

    const reverted = await staff.page.request.post(`/api/admin/audit/${auditId}/revert`, {
      headers: { Origin: server.baseURL },
      data: { reason: "The customer sent the receipt." },
    });
    expect(reverted.status()).toBe(201);
    expect(await pageUntil(member.page, path, { ratingValue: 2, reviewCount: 1 })).toMatchObject({ reviewCount: 1 });
    await member.page.getByText("Rosa M.").first().waitFor();

    for (const p of [member, staff]) expect(p.errors).toEqual([]);
    await staff.context.close();
  });
});
