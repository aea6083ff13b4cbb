// @vitest-environment jsdom
import { render, waitFor } from "@testing-library/react";
import { contactSeo, homeSeo, notFoundSeo } from "@shared/seo";
import { activateLocale } from "@/i18n/i18n";
import type { FeedCategory } from "@shared/feed-category";
import { useSeo } from "./seo";

function Home() {
  useSeo(homeSeo);
  return null;
}
function NotFound() {
  useSeo(notFoundSeo);
  return null;
}
function Contact() {
  useSeo(contactSeo, "Ana Reyes");
  return null;
}

function Businesses({ category }: { category: FeedCategory | null }) {
  useSeo("businessesSeo", category);
  return null;
}

const count = (selector: string) => document.head.querySelectorAll(selector).length;
const origin = () => window.location.origin;
const hreflangs = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [l.hreflang, l.href]);

describe("useSeo", () => {
  beforeEach(() => {
    // What the server rendered for an unknown address (render-shell.ts marks its tags with data-seo).
    document.head.innerHTML = `<title>Page Not Found</title>
      <meta name="description" content="Gone" data-seo />
      <meta name="robots" content="noindex" data-seo />
      <meta property="og:title" content="Page Not Found" data-seo />
      <script type="application/ld+json" data-seo>{"@type":"Thing"}</script>
      <link rel="icon" href="/favicon.svg" />`;
  });

  it("replaces the server's tags instead of adding a second set, in the page's language with its alternates", async () => {
    render(<Home />);
    await waitFor(() => expect(document.title).toBe("San Antonio Business Directory | Professionals & Businesses in South Texas"));
    expect(count('meta[name="description"]')).toBe(1);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toMatch(/^Find trusted San Antonio professionals/);
    expect(count('meta[name="robots"]')).toBe(0);
    expect(count('meta[property="og:title"]')).toBe(1);
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:locale"]')?.content).toBe("en_US");
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin()}/`);
    expect(hreflangs()).toEqual([
      ["en", `${origin()}/`],
      ["es", `${origin()}/es`],
      ["x-default", `${origin()}/`],
    ]);
    const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "") as { "@type": string });
    expect(ld.map((x) => x["@type"])).toEqual(["Organization", "WebSite", "WebPage"]);
    expect(count('link[rel="icon"]')).toBe(1);
  });

  it("links the feeds of the one category a page is filtered to, and drops them when the filter goes (issue 32)", async () => {
    const feeds = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type]')].map((l) => [l.type, l.title, l.href]);
    const view = render(<Businesses category={{ slug: "sample-bakeries", name: "Sample Bakeries", nameEs: "Panaderías de muestra" }} />);
    await waitFor(() =>
      expect(feeds()).toEqual([
        ["application/rss+xml", "New listings in Sample Bakeries (RSS)", `${origin()}/feeds/category/sample-bakeries.xml`],
        ["application/feed+json", "New listings in Sample Bakeries (JSON Feed)", `${origin()}/feeds/category/sample-bakeries.json`],
      ]),
    );
    view.rerender(<Businesses category={null} />);
    await waitFor(() => expect(feeds()).toEqual([]));
    expect(count('link[rel="canonical"]')).toBe(1);
  });

  it("moves from page to page without piling up tags", async () => {
    const view = render(<Home />);
    await waitFor(() => expect(count('link[rel="canonical"]')).toBe(1));
    view.rerender(<NotFound />);
    await waitFor(() => expect(count('meta[name="robots"]')).toBe(1));
    expect(count('link[rel="canonical"]')).toBe(0);
    expect(count("link[hreflang]")).toBe(0);
    expect(count('script[type="application/ld+json"]')).toBe(0);
    view.rerender(<Home />);
    await waitFor(() => expect(count('meta[name="robots"]')).toBe(0));
    expect(count("meta[data-seo]")).toBe(document.head.querySelectorAll("meta").length);
    expect(count('meta[name="twitter:title"]')).toBe(1);
  });

  it("writes a Spanish page's head from the Spanish texts, its canonical its /es address", async () => {
    window.history.replaceState(null, "", "/es/contact");
    await activateLocale("es", []);
    try {
      render(<Contact />);
      await waitFor(() => expect(document.title).toBe("Contactar a Ana Reyes | Directorio de Negocios de San Antonio"));
      expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin()}/es/contact`);
      expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:locale"]')?.content).toBe("es_US");
      expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:locale:alternate"]')?.content).toBe("en_US");
      expect(hreflangs()).toEqual([
        ["en", `${origin()}/contact`],
        ["es", `${origin()}/es/contact`],
        ["x-default", `${origin()}/contact`],
      ]);
    } finally {
      window.history.replaceState(null, "", "/");
      await activateLocale("en", []);
    }
  });
});

describe("useSeo on a page's first load", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("rewrites the server's head only once the browser is idle (after the first paint); a later page's at once", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => idle.push(callback));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    // A fresh module: its count of heads written starts again, as on a page load.
    vi.resetModules();
    const fresh = await import("./seo");
    await (await import("@/i18n/i18n")).activateLocale("en", []);
    function FirstPage() {
      fresh.useSeo(notFoundSeo);
      return null;
    }
    function NextPage() {
      fresh.useSeo(homeSeo);
      return null;
    }
    document.head.innerHTML = `<title>Server title</title>`;
    const view = render(<FirstPage />);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.title).toBe("Server title");
    expect(idle).toHaveLength(1);
    idle[0]!();
    await waitFor(() => expect(document.title).not.toBe("Server title"));
    view.rerender(<NextPage />);
    await waitFor(() => expect(document.title).toBe("San Antonio Business Directory | Professionals & Businesses in South Texas"));
    expect(idle).toHaveLength(1);
  });
});
