import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pageModules } from "./resolve-page";

const client = fileURLToPath(new URL("../../../client/", import.meta.url));
const router = readFileSync(`${client}src/app/router.tsx`, "utf8");

describe("pageModules", () => {
  it.each([
    ["/professional/12", ["src/app/routes/professional.tsx"]],
    ["/business/3/", ["src/app/routes/business.tsx"]],
    ["/Businesses", ["src/app/routes/businesses.tsx"]],
    ["/advertise", ["src/app/routes/advertise.tsx"]],
    ["/men-on-the-move", ["src/app/routes/men-on-the-move.tsx"]],
    ["/contact", ["src/app/routes/contact.tsx"]],
    ["/archive", ["src/app/routes/archive.tsx"]],
    ["/2013/06", ["src/app/routes/issue.tsx"]],
    ["/articles/built-on-bedrock", ["src/app/routes/article.tsx", "virtual:magazine-article/built-on-bedrock"]],
    ["/article/built-on-bedrock", ["src/app/routes/article-redirect.tsx"]],
    ["/checkout", ["src/app/routes/checkout.tsx"]],
    ["/payment-success", ["src/app/routes/payment-success.tsx"]],
    ["/no/such/page", ["src/app/routes/not-found.tsx"]],
    ["/professional", ["src/app/routes/not-found.tsx"]],
  ])("%s starts with %j", (path, modules) => {
    expect(pageModules(path).slice(0, modules.length)).toEqual(modules);
  });

  it("names no message catalog: a screen's catalogs load before its first render, by shared/i18n/first-render.ts (issue 29)", () => {
    expect(pageModules("/archive", "es")).toEqual(["src/app/routes/archive.tsx"]);
    expect(pageModules("/checkout")).toEqual(["src/app/routes/checkout.tsx"]);
    expect(pageModules("/professional/1", "es")).toEqual(["src/app/routes/professional.tsx"]);
  });

  it("home names nothing: its screen is part of the entry script, its first render's catalogs come from shared/i18n/first-render.ts", () => {
    expect(pageModules("/")).toEqual([]);
  });

  it("names only screens the client's router loads lazily, by their source file", () => {
    const screens = [
      "/professional/1",
      "/business/1",
      "/businesses",
      "/advertise",
      "/men-on-the-move",
      "/contact",
      "/archive",
      "/2013/06",
      "/articles/x",
      "/article/x",
      "/checkout",
      "/payment-success",
      "/nowhere",
    ].map((path) => pageModules(path)[0]!);
    for (const screen of screens) {
      expect(existsSync(`${client}${screen}`), screen).toBe(true);
      expect(router, screen).toContain(`lazyScreen(() => import("./${screen.replace(/^src\/app\//, "").replace(/\.tsx$/, "")}"))`);
    }
  });
});
