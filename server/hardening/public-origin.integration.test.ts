import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { rawGet } from "../test/raw-request";
import { startServer, type RunningServer, copiedPgliteDir } from "../test/launch-server";

/**
 * Behind a CDN, a page's canonical link or the sitemap written with whatever Host a client sent
 * would be cached for everyone. The production server without PUBLIC_ORIGIN says so at start and
 * echoes only ALLOWED_HOSTS or its own address.
 */
describe("the production server without PUBLIC_ORIGIN", { timeout: 90_000 }, () => {
  let dir: string;
  let server: RunningServer;
  let port = 0;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sabd-origin-"));
    server = await startServer({ PGLITE_DIR: copiedPgliteDir(join(dir, "db")), ALLOWED_HOSTS: "www.example.test, example.test" });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("warns at start that PUBLIC_ORIGIN is unset", () => {
    const warning = server
      .stdout()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((e) => e.msg.includes("PUBLIC_ORIGIN"));
    expect(warning?.level).toBe(40);
  });

  it("never writes Host: evil.example into a page, robots.txt or the sitemap", async () => {
    for (const path of ["/", "/businesses", "/robots.txt", "/sitemap.xml"]) {
      const res = await rawGet(port, path, "evil.example");
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain("evil.example");
      // The fixed fallback: the first allowed host.
      expect(res.text, path).toContain("http://www.example.test/");
    }
  });

  it("echoes an allowed host and its own listening address", async () => {
    expect((await rawGet(port, "/robots.txt", "example.test")).text).toContain("Sitemap: http://example.test/sitemap.xml");
    expect((await rawGet(port, "/robots.txt", `127.0.0.1:${port}`)).text).toContain(`Sitemap: http://127.0.0.1:${port}/sitemap.xml`);
    expect((await rawGet(port, "/robots.txt", `localhost:${port}`)).text).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
  });

  it("answers 400 to a malformed Host", async () => {
    for (const path of ["/", "/api/categories"]) expect((await rawGet(port, path, "x:99999")).status, path).toBe(400);
  });
});
