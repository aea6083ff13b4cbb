import { readdirSync, readFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { compileCatalog } from "../../../scripts/i18n/compile-catalog";
import { catalogs, type CatalogName } from "./catalogs";

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
    // An argument is a name right after "{" and before "," or "}": `{count, plural, ...}`, `{name}`; the words of a plural or select branch (`one {# día}`) are not.
    const placeholders = (text: string) => new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]));
    expect(() => compileCatalog(en, relative(clientSrc, folder))).not.toThrow();
    expect(() => compileCatalog(es, relative(clientSrc, folder))).not.toThrow();
    for (const key of Object.keys(en)) expect(placeholders(es[key] ?? ""), key).toEqual(placeholders(en[key]!));
  });
});

it("every catalog of catalogs.ts has its folder", () => {
  expect(folders.length).toBe(Object.keys(catalogs).length);
});
