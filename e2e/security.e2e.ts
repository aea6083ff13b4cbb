import { rmSync } from "node:fs";
import { dirname } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Business, Professional } from "@shared/schema";
import { createBusiness, createProfessional } from "../server/db/factories";
import { ACCOUNT_HREF, adminSections } from "../client/src/app/admin/admin-nav";
import { setPasswordByLink, signInThroughForm, staffAdd, uniqueEmail } from "./sign-in";
import { baseURL, DESKTOP, launchBrowser, openPage } from "./browser";
import { prepareOwnDatabase, startOwnServer, type OwnServer } from "./own-server";

/** Every CSP violation Chromium reports in the page, and its console's CSP errors. */
async function watchCsp(page: Page, context: BrowserContext) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || "inline"} (${e.sample})`));
  });
  const consoleCsp: string[] = [];
  page.on("console", (m) => /Content Security Policy|Refused to/i.test(m.text()) && consoleCsp.push(m.text()));
  // Offline: other origins are answered here; a request the CSP blocks never reaches this handler.
  const external: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    external.push(route.request().url());
    return route.abort();
  });
  return {
    external,
    violations: async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...consoleCsp],
  };
}

const SECURITY_HEADERS = ["content-security-policy", "x-frame-options", "x-content-type-options", "referrer-policy", "cross-origin-opener-policy"];

let browser: Browser;
let pro: Professional;
let biz: Business;
beforeAll(async () => {
  browser = await launchBrowser();
  pro = ((await (await fetch(`${baseURL()}/api/professionals`)).json()) as Professional[]).find((p) => p.businessId !== null)!;
  biz = ((await (await fetch(`${baseURL()}/api/businesses`)).json()) as Business[])[0]!;
});
afterAll(() => browser.close());

describe("Content-Security-Policy in Chromium", () => {
  const routes = () => [
    "/",
    "/businesses",
    `/professional/${pro.id}`,
    `/business/${biz.id}`,
    "/advertise",
    "/men-on-the-move",
    "/contact",
    "/archive",
    "/2013/06",
    "/2012/10",
    "/articles/oil-in-the-blood",
    "/article/the-taxman-s-worst-nightmare",
    "/checkout",
    "/payment-success",
    "/no/such/page",
  ];

  it("blocks nothing any route needs, and every page and API answer carries the security headers", async () => {
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const csp = await watchCsp(page, context);
    const missing: string[] = [];
    page.on("response", (res) => {
      const url = new URL(res.url());
      if (url.origin !== baseURL() || (res.request().resourceType() !== "document" && !url.pathname.startsWith("/api/"))) return;
      for (const h of SECURITY_HEADERS) if (!res.headers()[h]) missing.push(`${url.pathname}: ${h}`);
    });
    const askedForStripeJs = () => csp.external.some((u) => u.startsWith("https://js.stripe.com/"));
    for (const route of routes()) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      // The checkout asks for Stripe.js after its own lazy chunks load, which under the parallel
      // suite can come after a quiet 500 ms: wait for the request itself. That it went out shows
      // the CSP let it (it is then answered offline).
      if (route === "/checkout") await expect.poll(askedForStripeJs, { timeout: 15_000 }).toBe(true);
      expect(await csp.violations(), route).toEqual([]);
    }
    expect(missing).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy/i.test(e.message))).toEqual([]);
    await context.close();
  });

  it("lets JSON-LD blocks, Stripe and Google Maps resources through and refuses everything else", async () => {
    const { page, context } = await openPage(browser, DESKTOP);
    const csp = await watchCsp(page, context);
    await page.goto(`/business/${biz.id}`);
    await page.waitForLoadState("networkidle");
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    const tryLoad = (kind: string, url: string) =>
      page.evaluate(
        ([k, u]) => {
          if (k === "fetch") return void fetch(u!).catch(() => {});
          const el = document.createElement(k === "script" ? "script" : k === "img" ? "img" : "iframe");
          el.setAttribute("src", u!);
          document.body.appendChild(el);
        },
        [kind, url],
      );
    // What the site needs: Google Maps' script, tiles and geocoding; Stripe.js, its frames and API.
    await tryLoad("script", "https://maps.googleapis.com/maps/api/js?key=offline");
    await tryLoad("img", "https://maps.gstatic.com/mapfiles/transparent.png");
    await tryLoad("img", "https://mt0.google.com/vt?x=1&y=1&z=1");
    await tryLoad("fetch", "https://maps.googleapis.com/maps/api/geocode/json?address=x");
    await tryLoad("script", "https://js.stripe.com/v3/");
    await tryLoad("iframe", "https://js.stripe.com/v3/elements-inner.html");
    await tryLoad("fetch", "https://api.stripe.com/v1/payment_intents");
    await tryLoad("img", "data:image/gif;base64,R0lGODlhAQABAAAAACw=");
    await page.waitForTimeout(500);
    expect(await csp.violations()).toEqual([]);
    // And what it does not: another origin's script, an inline script, a framed other site.
    await tryLoad("script", "https://evil.example.com/x.js");
    await tryLoad("iframe", "https://evil.example.com/");
    await page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__inline = 1";
      document.body.appendChild(s);
    });
    await page.waitForTimeout(500);
    const refused = await csp.violations();
    expect(refused.some((v) => v.startsWith("script-src-elem blocked https://evil.example.com"))).toBe(true);
    expect(refused.some((v) => v.startsWith("frame-src blocked https://evil.example.com"))).toBe(true);
    expect(refused.some((v) => v.startsWith("script-src-elem blocked inline"))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
    await context.close();
  });
});

describe("the back office's own Content-Security-Policy in Chromium", () => {
  it("its pages, as served and signed in, need nothing outside our origin, and a Stripe or Google script is refused there", async () => {
    const email = uniqueEmail("csp");
    const link = await staffAdd(email, "admin");
    const { page, context, errors } = await openPage(browser, DESKTOP);
    const csp = await watchCsp(page, context);
    const policies: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "document") policies.push(res.headers()["content-security-policy"] ?? "none");
    });
    await setPasswordByLink(page, link, "sample staff passphrase");
    await page.goto("/admin");
    await signInThroughForm(page, email, "sample staff passphrase");
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    for (const href of [...adminSections.map((s) => s.href), ACCOUNT_HREF]) {
      await page.goto(`/admin${href === "/" ? "" : href}`);
      await page.waitForLoadState("networkidle");
      expect(await csp.violations(), href).toEqual([]);
    }
    expect(policies.length).toBeGreaterThan(adminSections.length);
    for (const policy of policies) expect(policy).not.toMatch(/google|stripe/);
    expect(errors.filter((e) => /Content Security Policy/i.test(e.message))).toEqual([]);
    await page.evaluate(() => {
      for (const src of ["https://js.stripe.com/v3/", "https://maps.googleapis.com/maps/api/js?key=offline"]) {
        const el = document.createElement("script");
        el.src = src;
        document.body.appendChild(el);
      }
    });
    await expect.poll(async () => (await csp.violations()).filter((v) => v.startsWith("script-src-elem blocked https://")).length).toBe(2);
    expect(csp.external).toEqual([]);
    await context.close();
  });
});

describe("stored text with <script> in it", () => {
  const NAME = `Dr. </script><script>window.__xss="name"</script><img src=x onerror="window.__xss='img'"> O'Brien & "Co"`;
  const TEXT = `</script><svg onload="window.__xss='svg'"><script>window.__xss="text"</script> {{constructor.constructor('window.__xss=1')()}}`;
  let dir: string;
  let server: OwnServer;
  let ids: { professional: number; business: number };
  beforeAll(async () => {
    // A server of its own, on a database with hostile listings in it.
    const prepared = await prepareOwnDatabase({
      seeded: true,
      write: async (database) => {
        const business = await createBusiness(database.db, { name: NAME, description: TEXT, address: TEXT });
        const professional = await createProfessional(database.db, {
          name: NAME,
          title: TEXT,
          company: TEXT,
          bio: `${TEXT}\n\n${TEXT}`,
          businessId: business.id,
        });
        return { professional: professional.id, business: business.id };
      },
    });
    ids = prepared.written;
    dir = dirname(prepared.pgliteDir);
    server = await startOwnServer({ label: "xss", pgliteDir: prepared.pgliteDir });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ["the professional page", () => `/professional/${ids.professional}`],
    ["the business page", () => `/business/${ids.business}`],
    ["the home page list", () => "/"],
    ["the business list", () => "/businesses"],
  ])("comes back escaped on %s: shown as text, never run", async (name, path) => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: server.baseURL });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const html = await (await fetch(`${server.baseURL}${path()}`)).text();
    expect(html).not.toContain('<script>window.__xss="name"</script>');
    expect(html).not.toContain("<img src=x onerror");
    expect(html).not.toContain("<svg onload");
    await page.goto(path());
    await page.getByText(NAME).first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(await page.locator("img[src=x], svg[onload]").count()).toBe(0);
    expect(dialogs).toEqual([]);
    await page.screenshot({ path: `/tmp/security-stored-text-${name.replaceAll(" ", "-")}.png` });
    await context.close();
  });
});
