import request from "supertest";
import { engines } from "../../test/database";
import { readHead, readInitialData, seoTestApp } from "../../test/seo-kit";
import { setupTestApp } from "../../test/test-app";

const HOST = "directory.test";

describe.each(engines)("the /admin shell as the server answers it on %s", (engine) => {
  const { app } = setupTestApp(engine, seoTestApp);
  const page = (path: string) => request(app).get(path).set("Host", HOST);

  it.each(["/admin", "/admin/", "/admin/staff", "/admin/reset-password?token=abc", "/ADMIN/listings/12"])(
    "%s is the staff shell: 200, noindex and nofollow, no canonical, no first data",
    async (path) => {
      const res = await page(path).expect(200).expect("Cache-Control", "no-cache");
      const head = readHead(res.text);
      expect(head.title).toBe("Staff | San Antonio Business Directory");
      expect(head.meta("robots")).toEqual(["noindex, nofollow"]);
      expect(head.canonical).toEqual([]);
      expect(head.jsonLd).toEqual([]);
      expect(readInitialData(res.text)).toBeNull();
    },
  );

  it("answers a look-alike address (/administrator) with the not-found screen, not the shell", async () => {
    const head = readHead((await page("/administrator").expect(404)).text);
    expect(head.title).toBe("Page Not Found | San Antonio Business Directory");
  });

  it("sends /admin a policy of its own, tighter than the home page's: no Google or Stripe host (issue 26 item 16)", async () => {
    const [admin, home] = await Promise.all([page("/admin/staff"), page("/")]);
    const adminPolicy = String(admin.headers["content-security-policy"]);
    expect(adminPolicy).toMatch(/default-src 'self'/);
    expect(adminPolicy).not.toBe(home.headers["content-security-policy"]);
    expect(String(home.headers["content-security-policy"])).toMatch(/stripe\.com/);
    expect(adminPolicy).not.toMatch(/google|gstatic|stripe/);
  });

  it("robots.txt disallows /admin and /account", async () => {
    const { text } = await page("/robots.txt").expect(200);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/account$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });

  it("never lists an /admin address in /sitemap.xml", async () => {
    const { text } = await page("/sitemap.xml").expect(200);
    expect(text).toContain("<loc>http://directory.test/businesses</loc>");
    expect(text).not.toMatch(/\/admin/i);
  });
});
