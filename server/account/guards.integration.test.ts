import request from "supertest";
import { createApp } from "../app";
import { createBusiness, createProfessional } from "../db/factories";
import { engines } from "../test/database";
import { listRoutes, type ListedRoute } from "../test/list-routes";
import { ownerSession } from "../test/owner-session";
import { setupTestApp } from "../test/test-app";
import { accountRouter } from "./routes";
import { testPasswordHasher } from "../test/password-hasher";

/**
 * Every route of the composed /api/account router, found by walking it: a route that any owner
 * feature adds is checked here without being listed. Each must start with requireAccount and
 * answer 401 without a session; each route about one listing (`/listings/:kind/:id…`) must refuse
 * a signed-in owner of another listing with 403 or 404 (issue 16's security walk).
 */
describe.each(engines)("account route guards on %s", (engine) => {
  const { database, app } = setupTestApp(engine, (db) =>
    createApp({ passwordHasher: testPasswordHasher, db, stripe: null, postRateLimit: { limit: 1_000_000 } }),
  );
  const routes = () => listRoutes(accountRouter({ db: database.db, now: () => new Date() }));
  const label = (r: ListedRoute) => `${r.method.toUpperCase()} /api/account${r.pattern}`;
  /** The route's path with :kind and :id set to a listing (other parameters stay dummies). */
  const pathFor = (r: ListedRoute, kind: string, id: number) =>
    r.pattern
      .replace(/[{}]/g, "")
      .replace(":kind", kind)
      .replace(":id", String(id))
      .replace(/:[A-Za-z_$][\w$]*/g, "1")
      .replace(/\*[A-Za-z_$][\w$]*/g, "x");
  const send = (r: ListedRoute, path: string, cookie?: string) => {
    const req = request(app)[r.method as "get"](`/api/account${path}`);
    if (cookie) req.set("Cookie", cookie);
    return r.method === "get" || r.method === "head" ? req : req.send({});
  };

  it("finds the routes (the walk is not empty: GET /me at least)", () => {
    expect(routes().map(label)).toContain("GET /api/account/me");
  });

  it("starts every account route with requireAccount", () => {
    expect(
      routes()
        .filter((r) => !r.account)
        .map(label),
      "routes whose first handler is not requireAccount",
    ).toEqual([]);
  });

  it("answers 401 without a session on every account route, never cached", async () => {
    const wrong: string[] = [];
    for (const route of routes()) {
      const res = await send(route, route.path);
      if (res.status !== 401) wrong.push(`${label(route)} answered ${res.status}`);
      expect(res.headers["cache-control"], label(route)).toBe("private, no-store");
    }
    expect(wrong).toEqual([]);
  });

  it("refuses an owner every route about another owner's listing (403 or 404), for both kinds", async () => {
    const mine = await createProfessional(database.db);
    const theirPro = await createProfessional(database.db);
    const theirBusiness = await createBusiness(database.db);
    const { cookie } = await ownerSession(app, database.db, [{ kind: "professional", id: mine.id }]);
    await ownerSession(app, database.db, [
      { kind: "professional", id: theirPro.id },
      { kind: "business", id: theirBusiness.id },
    ]);
    const listingRoutes = routes().filter((r) => r.pattern.includes(":kind") && r.pattern.includes(":id"));
    const wrong: string[] = [];
    for (const route of listingRoutes)
      for (const [kind, id] of [
        ["professional", theirPro.id],
        ["business", theirBusiness.id],
      ] as const) {
        const res = await send(route, pathFor(route, kind, id), cookie);
        if (res.status !== 403 && res.status !== 404) wrong.push(`${label(route)} on ${kind} ${id} answered ${res.status}`);
      }
    expect(wrong).toEqual([]);
  });
});
