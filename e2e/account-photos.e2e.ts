import type { Browser, Page } from "playwright-core";
import type { OwnerPhoto } from "@shared/media";
import { signInOnPage } from "./sign-in";
import { jpegWithGps } from "../server/test/test-images";
import { DESKTOP, expectAccessible, gotoUntil, launchBrowser, PHONE, screenshots } from "./browser";
import { startOwnerServer, type OwnerServer } from "./owner-media-server";

/**
 * Issue 16's browser proof 3: an owner uploads a photo in /account and sees it in the public
 * card's and page's <picture> (AVIF and WebP srcsets served from /media), in Chromium at 1280
 * and 375 px with no serious or critical axe finding.
 */
let browser: Browser;
let server: OwnerServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startOwnerServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
});

const shot = screenshots("account-photos");

/** The srcset of the <picture>'s AVIF and WebP sources, and the image the browser chose. */
async function pictureOf(page: Page, scope: string) {
  const picture = page.locator(`${scope} picture`).first();
  await picture.locator("img").waitFor();
  await page.waitForFunction((s) => (document.querySelector(`${s} picture img`) as HTMLImageElement | null)?.complete, scope);
  return {
    avif: await picture.locator('source[type="image/avif"]').getAttribute("srcset"),
    webp: await picture.locator('source[type="image/webp"]').getAttribute("srcset"),
    img: await picture.locator("img").evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      naturalWidth: img.naturalWidth,
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
    })),
  };
}

/**
 * Opens `path` until `ready` holds, for at most 3 s: the server reads the directory's version
 * counter at most once a second (server/features/directory/cache.ts), so a public read may be up
 * to 1 s older than the upload or the "Set as main".
 */

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("owner photos on %s", (_name, viewport) => {
  it("uploads a photo in /account and shows it in the card and page srcset", async () => {
    const context = await browser.newContext({ viewport, baseURL: server.baseURL });
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on("pageerror", (e) => errors.push(e));
    const { professional: pro, owner } = server;

    await page.goto("/");
    await signInOnPage(page, { email: owner.email, password: owner.password });

    await page.goto(`/account/listings/professional/${pro.id}`);
    await page.getByRole("heading", { name: "Photos and logo" }).waitFor();
    await expectAccessible(page);
    const alt = `Portrait of ${pro.name} at ${viewport.width}`;
    await page.getByLabel("Describe the image (alt text)").fill(alt);
    // A page renamed to .jpg: the server's reason shows, tied to the file input.
    const fileInput = page.getByLabel("Image file");
    await fileInput.setInputFiles({ name: "renamed.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
    await page.getByRole("button", { name: "Upload" }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "not a JPEG, PNG or WebP" });
    await refusal.waitFor();
    expect(await fileInput.getAttribute("aria-describedby")).toBe(await refusal.getAttribute("id"));
    await expectAccessible(page);
    await shot(page, "refused", viewport.width);

    await fileInput.setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: await jpegWithGps() });
    const uploaded = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes(`/api/account/listings/professional/${pro.id}/photos`));
    await page.getByRole("button", { name: "Upload" }).click();
    const answer = await uploaded;
    expect(answer.status()).toBe(201);
    const photo = (await answer.json()) as OwnerPhoto;
    const item = page.getByRole("listitem").filter({ hasText: alt });
    await item.waitFor();
    // The second run's photo is not the main one until the owner says so (the first run's is).
    const setMain = item.getByRole("button", { name: /^Set .* as main photo$/ });
    expect(await setMain.count()).toBe(photo.position > 0 ? 1 : 0);
    if (photo.position > 0) {
      await setMain.click();
      await item.getByText("main (shown on your page)").waitFor();
    }
    await expectAccessible(page);
    await shot(page, "account", viewport.width);

    const [small, , , large] = photo.variants;
    // Both runs upload the same bytes, so the files (content-addressed) are the same: the alt tells the photos apart.
    const mainImg = page.locator("main picture img").first();
    await gotoUntil(page, `/professional/${pro.id}`, async () => (await mainImg.waitFor().then(() => mainImg.getAttribute("alt"))) === alt);
    await page.getByRole("heading", { name: pro.name, level: 1 }).waitFor();
    expect(await mainImg.getAttribute("alt")).toBe(alt);
    const detail = await pictureOf(page, "main");
    expect(detail.avif).toContain(`/media/${large!.avif}.avif 512w`);
    expect(detail.webp).toContain(`/media/${small!.webp}.webp 96w`);
    expect(detail.img.currentSrc).toMatch(/\/media\/[0-9a-f]{64}\.avif$/);
    expect(detail.img.naturalWidth).toBeGreaterThan(0);
    expect([detail.img.width, detail.img.height]).toEqual(["400", "400"]);
    await expectAccessible(page);
    await shot(page, "detail", viewport.width);

    const card = page.locator("#professionals article").filter({ hasText: pro.name });
    await gotoUntil(page, `/?search=${encodeURIComponent(pro.name)}`, async () => {
      await card.locator("picture img").waitFor();
      return (await card.getByRole("img", { name: alt }).count()) === 1;
    });
    const cardPicture = await pictureOf(page, "#professionals article");
    expect(cardPicture.avif).toContain(`/media/${small!.avif}.avif 96w`);
    expect(cardPicture.img.currentSrc).toMatch(/\/media\/[0-9a-f]{64}\.avif$/);
    expect(cardPicture.img.naturalWidth).toBeGreaterThan(0);
    expect(await card.getByRole("img", { name: alt }).count()).toBe(1);
    await expectAccessible(page);
    await shot(page, "card", viewport.width);
    expect(errors).toEqual([]);
    await context.close();
  });
});
