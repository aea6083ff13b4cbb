import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { matchRoute, useRouter, type Parser } from "wouter";
import { NOT_FOUND_SCREEN, pageRoutes } from "@shared/routes";
import { matchPage, pageModules } from "./resolve-page";

const client = fileURLToPath(new URL("../../../client/", import.meta.url));
const router = readFileSync(`${client}src/app/router.tsx`, "utf8");

/** wouter's own pattern parser (regexparam), read from a default router. */
function wouterParser(): Parser {
  let parser: Parser | undefined;
  const Probe = () => ((parser = useRouter().parser), null);
  renderToString(createElement(Probe));
  return parser!;
}

/** What the client's <Switch> renders for a path: the first manifest route wouter matches, else not-found. */
function clientScreen(parser: Parser, path: string) {
  for (const route of pageRoutes) {
    const [matched, params] = matchRoute(parser, route.path, path);
    // wouter also lists each parameter by position; the server names them only.
    if (matched) return { screen: route.screen, params: Object.fromEntries(Object.entries(params).filter(([key]) => !/^\d+$/.test(key))) };
  }
  return { screen: NOT_FOUND_SCREEN, params: {} };
}

describe("the route manifest (shared/routes.ts)", () => {
  const parser = wouterParser();

  it.each([
    "/",
    "/professional/12",
    "/professional/12/",
    "/PROFESSIONAL/12",
    "/professional/",
    "/professional/12/more",
    "/business/abc",
    "/businesses",
    "/Businesses/",
    "/advertise",
    "/men-on-the-move",
    "/contact",
    "/archive",
    "/2013/06",
    "/2013/06/",
    "/2013/6",
    "/articles/built-on-bedrock",
    "/articles/",
    "/article/built-on-bedrock",
    "/checkout",
    "/payment-success",
    "/admin",
    "/admin/",
    "/admin/staff",
    "/Admin/listings/12",
    "/administrator",
    "/no/such/page",
    "/index.html",
  ])("the server picks the screen and parameters wouter picks for %s", (path) => {
    const { screen, params } = matchPage(path);
    expect({ screen, params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) }).toEqual(clientScreen(parser, path));
  });

  it("has one route per screen, none named like the not-found screen", () => {
    const screens = pageRoutes.map((r) => r.screen);
    expect(new Set(screens).size).toBe(screens.length);
    expect(screens).not.toContain(NOT_FOUND_SCREEN);
  });

  it("gives every screen a component in the client's router: eager ones imported, the rest lazy chunks", () => {
    for (const route of pageRoutes) {
      const file = `./routes/${route.screen}`;
      if ("eager" in route) {
        expect(router, route.screen).toMatch(new RegExp(`^import \\w+ from "${file}";$`, "m"));
        expect(pageModules(typeof route.path === "string" ? route.path : "/")).toEqual([]);
      } else {
        expect(router, route.screen).toContain(`lazyScreen(() => import("${file}"))`);
      }
    }
    expect(router).toContain(`lazyScreen(() => import("./routes/${NOT_FOUND_SCREEN}"))`);
  });
});
