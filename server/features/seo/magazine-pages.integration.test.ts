import request from "supertest";
import { engines } from "../../test/database";
import { openPrivateDatabase } from "../../test/private-database";
import { readHead, readInitialData, seoTestApp } from "../../test/seo-kit";
import { setupTestApp } from "../../test/test-app";

const HOST = "directory.test";
const ORIGIN = `http://${HOST}`;

// Magazine pages read content/ (the same files the client build compiles); other pages need no data.
describe.each(engines)("server-rendered magazine and other pages on %s", (engine) => {
  const { app } = setupTestApp(engine, seoTestApp);
  const page = (path: string) => request(app).get(path).set("Host", HOST);

  it("/archive has its own head", async () => {
    const head = readHead((await page("/archive").expect(200).expect("Cache-Control", "no-cache")).text);
    expect(head.title).toBe("Magazine Archive | San Antonio Business Directory");
    expect(head.meta("description")).toEqual(["Browse the magazine's issues from August/September 2011 to June/July 2013 by featured person, month or year."]);
    expect(head.canonical).toEqual([`${ORIGIN}/archive`]);
  });

  it("an issue page has its label, featured person and description", async () => {
    const head = readHead((await page("/2013/06").expect(200)).text);
    expect(head.title).toBe("June/July 2013 Issue | San Antonio Business Directory");
    expect(head.meta("description")[0]).toMatch(/^The June\/July 2013 issue featuring Isabel Cordero: Our summer issue meets an architect/);
    expect(head.canonical).toEqual([`${ORIGIN}/2013/06`]);
    // Its preview is its own generated cover (issue 18), the file the client build writes.
    expect(head.meta("og:image")).toEqual([expect.stringMatching(new RegExp(`^${ORIGIN}/assets/covers/2013-06-[0-9a-f]{10}\\.svg$`))]);
  });

  it("an unknown issue answers 404 with the Issue Not Found screen", async () => {
    const head = readHead((await page("/2012/03").expect(404)).text);
    expect(head.title).toBe("Issue Not Found | San Antonio Business Directory");
    expect(head.meta("robots")).toEqual(["noindex"]);
  });

  it("an article has its title, excerpt, image and NewsArticle JSON-LD", async () => {
    const res = await page("/articles/daytripper-swimmin-grinnin").expect(200);
    const head = readHead(res.text);
    expect(head.title).toBe("Daytripper: Swimmin' and Grinnin' | San Antonio Business Directory");
    expect(head.meta("description")[0]).toMatch(/^When August turns the parking lot into a griddle/);
    expect(head.canonical).toEqual([`${ORIGIN}/articles/daytripper-swimmin-grinnin`]);
    expect(head.meta("og:type")).toEqual(["article"]);
    // No photo of its own: the preview is the cover of its issue (August/September 2012), not clip-art.
    expect(head.meta("og:image")).toEqual([expect.stringMatching(new RegExp(`^${ORIGIN}/assets/covers/2012-08-[0-9a-f]{10}\\.svg$`))]);
    expect(head.jsonLd).toEqual([
      expect.objectContaining({
        "@type": "NewsArticle",
        headline: "Daytripper: Swimmin' and Grinnin'",
        datePublished: "2012-08-03",
        author: { "@type": "Person", name: "Lorena Quintanilla" },
        mainEntityOfPage: `${ORIGIN}/articles/daytripper-swimmin-grinnin`,
      }),
      expect.objectContaining({ "@type": "WebPage", inLanguage: "en" }),
    ]);
    expect(readInitialData(res.text)).toBeNull();
  });

  it.each([
    ["an older slug", "/articles/daytripper-swimming-holes"],
    ["the address derived from the title", "/article/daytripper-swimmin-and-grinnin"],
    ["/article/ with the canonical slug", "/article/daytripper-swimmin-grinnin"],
    ["/article/ with an older slug", "/article/daytripper-swimming-holes"],
  ])("%s answers 301 to the canonical /articles/{slug}", async (_name, path) => {
    await page(path).expect(301).expect("Location", "/articles/daytripper-swimmin-grinnin");
  });

  it.each(["/articles/no-such-story", "/article/no-such-story", "/no/such/page", "/professional", "/index.html", "/sitemaps/nothing.xml"])(
    "%s answers 404 with the not-found screen",
    async (path) => {
      const res = await page(path).expect(404).expect("Content-Type", /html/);
      const head = readHead(res.text);
      expect(head.title).toBe("Page Not Found | San Antonio Business Directory");
      expect(head.meta("description")).toEqual(["The page you're looking for doesn't exist or has been moved."]);
      expect(head.meta("robots")).toEqual(["noindex"]);
      expect(res.text).toContain('<div id="root"></div>');
    },
  );

  it("matches routes as the client router does: any case, an optional trailing slash", async () => {
    expect(readHead((await page("/Archive/").expect(200)).text).title).toBe("Magazine Archive | San Antonio Business Directory");
  });

  it.each([
    ["/advertise", "Advertise With Us | San Antonio Business Directory"],
    ["/men-on-the-move", "Men On The Move | San Antonio Business Directory"],
    ["/contact", "Contact Us | San Antonio Business Directory"],
    ["/contact?professional=Ana%20Sample&email=a%40example.com", "Contact Ana Sample | San Antonio Business Directory"],
    ["/checkout", "Secure Checkout | San Antonio Business Directory"],
    ["/payment-success", "Payment Successful | San Antonio Business Directory"],
  ])("%s answers 200 with the title %j", async (path, title) => {
    const head = readHead((await page(path).expect(200)).text);
    expect(head.titles).toEqual([title]);
    expect(head.meta("description")).toHaveLength(1);
  });

  it("without its database a directory page still sends the bare shell, so the screens show their own error state", async () => {
    // A database of its own, since it closes it: the file's test database stays open.
    const broken = await openPrivateDatabase(engine);
    const brokenApp = seoTestApp(broken.db);
    await broken.close();
    const res = await request(brokenApp).get("/professional/1").set("Host", HOST);
    // A closed pool reads as "database unavailable" (503); a closed PGlite is an ordinary failure.
    expect(res.status).toBe(engine === "postgres" ? 503 : 500);
    expect(res.headers["content-type"]).toMatch(/html/);
    expect(res.text).toContain('<div id="root"></div>');
    expect(readInitialData(res.text)).toBeNull();
  });

  it("a missing hashed asset is a plain 404, not the page shell", async () => {
    const res = await page("/assets/missing-abc123.js").expect(404);
    expect(res.text).not.toContain("<html");
  });
});
