import request from "supertest";
import { createApp } from "../app";
import { engines } from "../test/database";
import { listRoutes, type ListedRoute } from "../test/list-routes";
import { staffSession } from "../test/staff-session";
import { setupTestApp } from "../test/test-app";
import { adminRouter } from "./routes";
import { testPasswordHasher } from "../test/password-hasher";

/**
 * Every route of the composed admin router, found by walking it: a route that any area adds
 * to adminRouter is checked here without being listed. Each must start with requireRole,
 * answer 401 without a session and, when it requires "admin", 403 to an editor.
 */
describe.each(engines)("admin route guards on %s", (engine) => {
  // The POST limit is raised: this file sends one request per route and role.
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 } }),
  );
  const routes = () => listRoutes(adminRouter({ db: database.db, stripe: null, now: () => new Date() }));
  const label = (r: ListedRoute) => `${r.method.toUpperCase()} /api/admin${r.pattern}`;
  /**
   * Routes whose editor-level use needs a query: GET /audit lets an editor read one listing's
   * history, while the global log (no entity) is admin-only and answers 403 from its handler.
   */
  const editorQuery: Record<string, string> = { "GET /api/admin/audit": "?entityType=professional&entityId=1" };
  /**
   * The walk's dummy id 1 made a real row of the shared PostgreSQL: audit entry 1 of an admin-only
   * type (a Gold change) answered an editor's revert 403 from its handler, not its guard. An id
   * no row has keeps the handler's answer a 404.
   */
  const unused = (path: string) => path.replace(/\/1(?=\/|$)/g, "/2147483647");
  const send = (r: ListedRoute, cookie?: string) => {
    const req = request(app)[r.method as "get"](`/api/admin${unused(r.path)}${editorQuery[label(r)] ?? ""}`);
    if (cookie) req.set("Cookie", cookie);
    return r.method === "get" || r.method === "head" ? req : req.send({});
  };

  it("finds the routes (the walk is not empty: GET /me at least)", () => {
    expect(routes().map(label)).toContain("GET /api/admin/me");
  });

  it("starts every admin route with requireRole", () => {
    const unguarded = routes()
      .filter((r) => !r.role)
      .map(label);
    expect(unguarded, "routes whose first handler is not requireRole(...)").toEqual([]);
  });

  it("answers 401 without a session on every admin route", async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const res = await send(route);
      if (res.status !== 401) wrong.push(`${label(route)} answered ${res.status}`);
      expect(res.headers["cache-control"], label(route)).toBe("private, no-store");
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 to an editor on every admin-only route, and lets an editor past the guard of the others", async () => {
    const { cookie } = await staffSession(app, database.db, "editor");
    const wrong: string[] = [];
    for (const route of routes()) {
      const res = await send(route, cookie);
      if (route.role === "admin" && res.status !== 403) wrong.push(`${label(route)} answered ${res.status}`);
      if (route.role === "editor" && (res.status === 401 || res.status === 403)) wrong.push(`${label(route)} refused an editor (${res.status})`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 401 to a signed-in user who has no staff role", async () => {
    const { cookie } = await staffSession(app, database.db, null);
    for (const route of routes()) expect((await send(route, cookie)).status, label(route)).toBe(401);
  });
});
