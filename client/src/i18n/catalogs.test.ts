import { readdirSync, readFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { compileCatalog } from "@shared/i18n/compile-catalog";
import { catalogsOf, EVERY_PAGE_CATALOGS, pageRoutes } from "@shared/routes";
import { catalogs, type CatalogName } from "./catalogs";

/**
 * The argument names of a message in Lingui's compiled form ("Hi {name}" → ["Hi ", ["name"]]): a
 * select's or plural's branch texts ({kind, select, professional {Professional} …}) are words, not arguments.
 */
function argumentsOf(compiled: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(compiled)) return names;
  for (const token of compiled as unknown[]) {
    if (!Array.isArray(token) || typeof token[0] !== "string") continue;
    names.add(token[0]);
    const branches: unknown = token[2];
    if (branches && typeof branches === "object" && !Array.isArray(branches)) for (const branch of Object.values(branches)) argumentsOf(branch, names);
  }
  return names;
}

const clientSrc = fileURLToPath(new URL("..", import.meta.url));
/** The catalogs the server shares (the heads' texts: shared/i18n/locales). */
const shared = fileURLToPath(new URL("../../../shared", import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
/** Every catalog folder on disk (…/locales/en.json), so a catalog missing from catalogs.ts is found too. */
const foldersIn = (root: string) =>
  (readdirSync(root, { recursive: true }) as string[]).filter((file) => /(^|\/)locales\/en\.json$/.test(file)).map((file) => `${root}/${dirname(file)}`);
const folders = [...foldersIn(clientSrc), ...foldersIn(shared)];

describe.each(folders)("the catalog in %s", (folder) => {
  const en = read(`${folder}/en.json`);
  const es = read(`${folder}/es.json`);
  const name = Object.keys(en)[0]?.split(".")[0] as CatalogName;

  it("has the same keys in English and Spanish", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it("names every key after its catalog, registered in catalogs.ts, and gives every message a text", async () => {
    expect(Object.keys(catalogs), `${folder} is not in client/src/i18n/catalogs.ts`).toContain(name);
    for (const [key, text] of [...Object.entries(en), ...Object.entries(es)]) {
      expect(key.startsWith(`${name}.`), key).toBe(true);
      expect(text.trim(), key).not.toBe("");
    }
    // The registry loads this folder's files (compiled: the same keys).
    expect(Object.keys((await catalogs[name].es()).default).sort()).toEqual(Object.keys(es).sort());
  });

  it("holds valid ICU messages whose placeholders are the same in both languages", () => {
    const compiled = { en: compileCatalog(en, relative(clientSrc, folder)), es: compileCatalog(es, relative(clientSrc, folder)) };
    for (const key of Object.keys(en)) expect(argumentsOf(compiled.es[key]), key).toEqual(argumentsOf(compiled.en[key]));
  });
});

it("every catalog of catalogs.ts has its folder", () => {
  expect(folders.length).toBe(Object.keys(catalogs).length);
});

it("has every catalog the route manifest (shared/routes.ts) names for a first render", () => {
  // Typed as CatalogName: a name catalogs.ts lacks fails the typecheck as well.
  const named: readonly CatalogName[] = [...EVERY_PAGE_CATALOGS, ...pageRoutes.flatMap((route) => catalogsOf(route))];
  expect(named.length).toBeGreaterThan(EVERY_PAGE_CATALOGS.length);
  for (const name of new Set(named)) expect(Object.keys(catalogs), `${name} is not in client/src/i18n/catalogs.ts`).toContain(name);
});
