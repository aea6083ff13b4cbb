import type { Browser, Page } from "playwright-core";
import { DESKTOP, PHONE, hasHorizontalScroll, launchBrowser, openPage, seriousViolations } from "./browser";

// Issue 18, "Looks like a real directory": twelve generated covers, and no clip-art for the
// articles' photos that do not exist.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface CoverLook {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The colour of a pixel near the cover's top left corner, as drawn. */
  corner: string;
}

/** Every cover on the page, loaded and drawn: its address, alt text, natural size and colour. */
async function covers(page: Page): Promise<CoverLook[]> {
  const images = page.locator('img[src^="/assets/covers/"]');
  await images.first().waitFor();
  await images.evaluateAll((els) => els.forEach((el) => ((el as HTMLImageElement).loading = "eager")));
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('img[src^="/assets/covers/"]')].every((img) => img.complete && img.naturalWidth > 0),
  );
  return images.evaluateAll((els) =>
    (els as HTMLImageElement[]).map((img) => {
      const canvas = document.createElement("canvas");
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(img, 0, 0);
      const [r, g, b] = context.getImageData(4, 4, 1, 1).data;
      return { src: img.getAttribute("src")!, alt: img.alt, width: img.naturalWidth, height: img.naturalHeight, corner: `${r},${g},${b}` };
    }),
  );
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
])("magazine looks on %s", (_name, viewport) => {
  it("the archive shows twelve different covers, each in its own colour, each described by its alt text", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto("/archive");
    await page.getByRole("heading", { name: "Magazine Archive", level: 1 }).waitFor();
    const found = await covers(page);
    expect(found).toHaveLength(12);
    expect(new Set(found.map((c) => c.src)).size).toBe(12);
    expect(new Set(found.map((c) => c.corner)).size).toBe(12);
    for (const cover of found) {
      expect(cover).toMatchObject({ width: 600, height: 800 });
      expect(cover.alt).toMatch(/^Cover of the .+ issue featuring .+\. Cover story: .+\. Also in this issue: .+; .+; .+\.$/);
    }
    // No silhouette cover or clip-art is asked for any more.
    const images = await page.evaluate(() => [...document.images].map((img) => img.getAttribute("src") ?? ""));
    expect(images.filter((src) => src.startsWith("/images/"))).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an issue page shows its cover first, served as a long-cached file, and names it as the page's preview", async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto("/2012/10");
    await page.getByRole("heading", { name: "October/November 2012", level: 1 }).waitFor();
    const [cover] = await covers(page);
    expect(cover!.alt).toContain("Antonio Reyes");
    expect(cover!.alt).toContain("The Taxman's Worst Nightmare");
    const response = await page.request.get(cover!.src);
    expect(response.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(new RegExp(`${cover!.src.replace(/\./g, "\\.")}$`));
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ["/articles/boot-season-style", "A bootmaker stitching a calfskin boot shaft by hand"],
    ["/articles/brisket-trail-rodeo-season", "Sliced brisket on butcher paper with pickles and white bread"],
  ])("%s shows no picture for its photos that do not exist, and no caption claiming one", async (path, caption) => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto(path);
    await page.getByTestId("article-body").waitFor();
    expect(await page.locator("main :is(figure, figcaption)").count()).toBe(0);
    expect(await page.locator("[data-testid=article-body] img").count()).toBe(0);
    expect(await page.getByText(caption).count()).toBe(0);
    expect(await page.locator("[data-testid=article-body] > p").count()).toBeGreaterThan(2);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
