import type { Router } from "express";
import request from "supertest";
import { createApp } from "../app";
import { engines } from "../test/database";
import { listRoutes } from "../test/list-routes";
import { setupTestApp, setupTestDatabase } from "../test/test-app";
import { buildOpenApiDocument } from "./document";
import { formatProblem, lintOpenApiDocument } from "./lint-document";

/**
 * Public /api routes that are deliberately not in the description, each with its reason. Any
 * other route that is neither described nor here fails the first test: a new public route
 * cannot ship undocumented.
 */
const NOT_DESCRIBED: Record<string, string> = {
  "get /api/auth/sign-in/magic-link": "better-auth's own sign-in protocol (the links mailed to staff, owners and members)",
  "post /api/auth/*path": "better-auth's own sign-in protocol (staff sign-in, two-factor, sessions)",
  "post /api/stripe/webhook": "Stripe's signed event calls, not for anyone else",
};

/** `/api/listings/:kind/:id/reviews` → `/api/listings/{kind}/{id}/reviews`. */
const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z_$][\w$]*)/g, "{$1}");

describe("the API description", () => {
  const document = buildOpenApiDocument();
  const described = new Set(
    Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      ["get", "post", "put", "patch", "delete"].filter((m) => (item as Record<string, unknown>)[m]).map((m) => `${m} ${path}`),
    ),
  );

  it("passes Redocly's recommended rules with 0 errors", async () => {
    const errors = (await lintOpenApiDocument(document)).filter((p) => p.severity === "error");
    expect(errors.map(formatProblem)).toEqual([]);
    expect(document.openapi).toBe("3.1.0");
  }, 30_000);

  describe.each(engines)("against the app's routes on %s", (engine) => {
    const database = setupTestDatabase(engine);
    const publicRoutes = () => {
      const app = createApp({ db: database.db, stripe: null });
      return listRoutes(app.router as unknown as Router).filter(
        (r) => r.pattern.startsWith("/api/") && !r.role && !r.account && !/^\/api\/(admin|account)\//.test(r.pattern),
      );
    };

    it("describes every public /api route (or names why not), and nothing the app does not serve", () => {
      const routes = publicRoutes().map((r) => `${r.method} ${openApiPath(r.pattern)}`);
      const missing = routes.filter((r) => !described.has(r) && !NOT_DESCRIBED[r.replace(/\{(\w+)\}/g, ":$1")]);
      expect(missing).toEqual([]);
      expect([...described].filter((op) => !routes.includes(op))).toEqual([]);
      expect(described.size).toBeGreaterThanOrEqual(25);
    });
  });
});

describe.each(engines)("GET /api/openapi.json and /api/docs on %s", (engine) => {
  const { app } = setupTestApp(engine);

  it("serves the description as JSON", async () => {
    const res = await request(app)
      .get("/api/openapi.json")
      .expect(200)
      .expect("Content-Type", /application\/json/);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it("serves the reference page with its own CSP and our own copy of the renderer", async () => {
    const page = await request(app)
      .get("/api/docs")
      .expect(200)
      .expect("Content-Type", /text\/html/);
    const csp = page.headers["content-security-policy"] as string;
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toMatch(/connect-src 'self';/);
    expect(csp).not.toMatch(/stripe|google/);
    // No inline script (the CSP would refuse it) and nothing from another host.
    expect(page.text).toContain('<script src="/api/docs/reference.js"></script>');
    expect(page.text).not.toMatch(/<script>|https?:\/\//);
    const script = await request(app)
      .get("/api/docs/reference.js")
      .expect(200)
      .expect("Content-Type", /javascript/);
    expect(script.text.length).toBeGreaterThan(100_000);
    // The site's own policy is unchanged elsewhere.
    const other = await request(app).get("/api/categories").expect(200);
    expect(other.headers["content-security-policy"]).toMatch(/js\.stripe\.com/);
  });
});

describe.each(engines)("fuzzer findings, kept fixed, on %s", (engine) => {
  const { app } = setupTestApp(engine);

  it("a listing's features answer 404 for a number no listing can have, as the listing's address does", async () => {
    for (const path of ["/api/professionals/570569175146", "/api/professionals/570569175146/features", "/api/businesses/0/features"])
      await request(app).get(path).expect(404);
    await request(app).get("/api/businesses/abc/features").expect(400);
  });
});
