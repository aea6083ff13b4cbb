import type { Browser, Page } from "playwright-core";
import type { OwnerPhoto } from "@shared/media";
import { jpegWithGps } from "../server/test/test-images";
import { baseURL, DESKTOP, expectAccessible, launchBrowser, openPage, PHONE } from "./browser";
import { setPasswordByLink, signInThroughForm, staffAdd, uniqueEmail } from "./sign-in";

/**
 * Issue 28 item 3 in Chromium against the built server: an editor uploads a professional's photo
 * on its edit page with the owners' upload component (the back office's routes, the owners'
 * pipeline), sees a missing field named beside it, and the public page shows the upload; the
 * form has no photo address field, and an older listing's address is shown with a way to remove it.
 */
let browser: Browser;
const shots = process.env.E2E_SCREENSHOTS;
const PASSWORD = "sample staff passphrase";

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function shot(page: Page, name: string, width: number) {
  if (!shots) return;
  await page.screenshot({ path: `${shots}/admin-photos-${name}-${width}.png`, fullPage: true });
  await page
    .getByRole("heading", { name: "Photos and logo" })
    .locator("xpath=..")
    .screenshot({ path: `${shots}/admin-photos-${name}-section-${width}.png` });
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("staff photo uploads on %s", (_name, viewport) => {
  it("an editor uploads a photo on the edit page, and the public page shows it", async () => {
    const { page, context, errors } = await openPage(browser, viewport);
    const email = uniqueEmail("editor");
    await setPasswordByLink(page, await staffAdd(email, "editor"), PASSWORD);
    await page.goto("/admin");
    await signInThroughForm(page, email, PASSWORD);
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();

    // A listing from before uploads: its photo is a web address (as the CSV import still sets it).
    const name = `Sample Photo Proof ${viewport.width} ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/admin/professionals", {
      headers: { Origin: baseURL() },
      data: { name, title: "Sample Notary", photoUrl: "/images/placeholder-person.svg", confirmDuplicate: true },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/admin/listings/professionals/${id}`);
    await page.getByRole("heading", { name, level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Photos and logo" }).waitFor();
    expect(await page.locator("#professionals-photoUrl").count()).toBe(0);
    await page.getByRole("heading", { name: "Current photo from a web address" }).waitFor();

    const fileInput = page.getByLabel("Image file");
    await page.getByRole("button", { name: "Upload" }).click();
    await page.getByRole("alert").filter({ hasText: "Choose an image file." }).waitFor();
    expect(await fileInput.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await shot(page, "missing-file", viewport.width);

    const alt = `Portrait of ${name}`;
    await fileInput.setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps() });
    await page.getByLabel("Describe the image (alt text)").fill(alt);
    const uploaded = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/api/admin/professionals/${id}/photos`));
    await page.getByRole("button", { name: "Upload" }).click();
    const answer = await uploaded;
    expect(answer.status()).toBe(201);
    const photo = (await answer.json()) as OwnerPhoto;
    await page.getByRole("listitem").filter({ hasText: alt }).waitFor();
    await expectAccessible(page);
    await shot(page, "uploaded", viewport.width);

    const pub = await context.newPage();
    const img = pub.locator("main picture img").first();
    // The public reads see a write within a second (the directory's version counter).
    for (let tries = 0; tries < 12; tries += 1) {
      await pub.goto(`/professional/${id}`);
      if ((await img.count()) && (await img.getAttribute("alt")) === alt) break;
      await pub.waitForTimeout(250);
    }
    expect(await img.getAttribute("alt")).toBe(alt);
    expect(await pub.locator('main picture source[type="image/avif"]').first().getAttribute("srcset")).toContain(`/media/${photo.variants[0]!.avif}.avif`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
