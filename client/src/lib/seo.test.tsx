// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { homeSeo, notFoundSeo, type PageSeo } from "@shared/seo";
import { useSeo } from "./seo";

function Page({ seo }: { seo: PageSeo }) {
  useSeo(seo);
  return null;
}

const count = (selector: string) => document.head.querySelectorAll(selector).length;
const origin = () => window.location.origin;

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

  it("replaces the server's tags instead of adding a second set", () => {
    const seo = homeSeo(origin());
    render(<Page seo={seo} />);
    expect(document.title).toBe(seo.title);
    expect(count('meta[name="description"]')).toBe(1);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(seo.description);
    expect(count('meta[name="robots"]')).toBe(0);
    expect(count('meta[property="og:title"]')).toBe(1);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(`${origin()}/`);
    const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? "") as { "@type": string });
    expect(ld.map((x) => x["@type"])).toEqual(["Organization", "WebSite"]);
    expect(count('link[rel="icon"]')).toBe(1);
  });

  it("moves from page to page without piling up tags", () => {
    const view = render(<Page seo={homeSeo(origin())} />);
    view.rerender(<Page seo={notFoundSeo()} />);
    expect(count('link[rel="canonical"]')).toBe(0);
    expect(count('script[type="application/ld+json"]')).toBe(0);
    expect(count('meta[name="robots"]')).toBe(1);
    view.rerender(<Page seo={homeSeo(origin())} />);
    expect(count("meta[data-seo]")).toBe(document.head.querySelectorAll("meta").length);
    expect(count('meta[name="twitter:title"]')).toBe(1);
  });
});
