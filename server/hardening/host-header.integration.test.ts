import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { seoTestApp } from "../test/seo-kit";
import { engines } from "../test/database";
import { rawGet } from "../test/raw-request";
import { setupTestDatabase } from "../test/test-app";

/** Host headers no client should send; each used to reach `new URL()` in the page head and fail as a 500. */
const MALFORMED = ["x:99999", "a b", "[", "a/b", "a@b", "exa mple.com:80", "[::1", "x:-1", "\u00e9.example"];
const VALID = ["example.com", "Example.COM:8080", "127.0.0.1:5000", "[::1]:5000", "my_service", "localhost"];
const PATHS = ["/", "/businesses", "/robots.txt", "/sitemap.xml", "/api/categories"];

describe.each(engines)("the Host header on %s", (engine) => {
  const database = setupTestDatabase(engine);
  let server: Server;
  let port = 0;
  const start = async (options: Parameters<typeof seoTestApp>[1]) => {
    const listening = seoTestApp(database.db, options).listen(0, "127.0.0.1");
    await new Promise((r) => listening.once("listening", r));
    return listening;
  };
  beforeAll(async () => {
    server = await start({});
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  it.each(MALFORMED)("answers 400 with a JSON message to Host %j, on pages and the API", async (host) => {
    for (const path of PATHS) {
      const res = await rawGet(port, path, host);
      expect(res.status, path).toBe(400);
      expect(res.text, path).toMatch(/\r\n\r\n\{"message":"[^"]*Host[^"]*"\}$/);
    }
  });

  it("serves well-formed hosts, echoing them when no allow-list is set (development, tests)", async () => {
    for (const host of VALID) {
      for (const path of PATHS) expect((await rawGet(port, path, host)).status, `${host} ${path}`).toBe(200);
    }
    expect((await rawGet(port, "/robots.txt", "anything.example")).text).toContain("Sitemap: http://anything.example/sitemap.xml");
  });

  it("with an allow-list, never writes an unlisted host into canonical, og:url, robots.txt or the sitemap", async () => {
    const guarded = await start({ allowedHosts: ["www.example.test"], fallbackHost: "fallback.example.test" });
    const guardedPort = (guarded.address() as AddressInfo).port;
    try {
      for (const path of ["/", "/businesses", "/robots.txt", "/sitemap.xml"]) {
        const evil = await rawGet(guardedPort, path, "evil.example");
        expect(evil.status, path).toBe(200);
        expect(evil.text, path).not.toContain("evil.example");
        expect(evil.text, path).toContain("http://fallback.example.test/");
        const allowed = await rawGet(guardedPort, path, "WWW.example.test");
        expect(allowed.text, path).toContain("http://www.example.test/");
      }
      const home = (await rawGet(guardedPort, "/", "evil.example")).text;
      expect(home).toContain('<link rel="canonical" href="http://fallback.example.test/"');
      expect(home).toContain('<meta property="og:url" content="http://fallback.example.test/"');
    } finally {
      await new Promise((r) => guarded.close(r));
    }
  });
});
