import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Issue 27, "One home per behaviour", the client's half (server/test/route-homes.test.ts is the
 * server's): a client feature folder is named after its server domain, and inside it each audience
 * has its folder, as the server names its route files:
 *
 * - the public part at the feature's root or in `<topic>/` folders (directory/listing/);
 * - the owners' part (pages under /account) in `account/` or `account-<topic>/`;
 * - the staff part (pages under /admin) in `admin/` or `admin-<topic>/`.
 *
 * Each part keeps its own api/, components/, lib/, hooks/ and locales/. Read from the disk, so a
 * misplaced folder or a public file importing staff code fails here, before review.
 */
const src = fileURLToPath(new URL("../", import.meta.url));
const features = join(src, "features");
const serverFeatures = fileURLToPath(new URL("../../../server/features/", import.meta.url));

/** Client features with no server feature of their own, each with the reason. */
const EXCEPTIONS: Record<string, string> = {
  magazine: "articles are files in content/, read at build time; the server's seo feature renders their pages and feeds",
};

/** The folders a part holds (magazine's content/ is its articles' loading). */
const PART_FOLDERS = new Set(["api", "components", "lib", "hooks", "locales", "content"]);
const ACCOUNT = /^account(-[a-z0-9]+)*$/;
const ADMIN = /^admin(-[a-z0-9]+)*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** First words that name an audience: such a folder is a part of its own, never a public topic. */
const AUDIENCE_WORDS = /^(owner|member|staff|public|account|admin)(-|$)/;

const foldersIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Every file under `dir`, relative to client/src/ with forward slashes. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else out.push(relative(src, path).split(sep).join("/"));
  }
  return out;
}

type Kind = "part" | "account" | "admin" | "topic";
/** What a folder directly inside a feature is; null when its name fits none of them. */
function kindOf(name: string): Kind | null {
  if (PART_FOLDERS.has(name)) return "part";
  if (ACCOUNT.test(name)) return "account";
  if (ADMIN.test(name)) return "admin";
  if (KEBAB.test(name) && !AUDIENCE_WORDS.test(name)) return "topic";
  return null;
}

/** A staff part's file: `features/<domain>/admin/…` or `features/<domain>/admin-<topic>/…`. */
const inAdminPart = (file: string) => /^features\/[a-z0-9-]+\/admin(-[a-z0-9]+)*\//.test(file);
/** Who may import a staff part: another staff part, the back office's shell and its lazily loaded screens. */
const mayImportAdmin = (file: string) => inAdminPart(file) || file.startsWith("app/admin/") || /^app\/routes\/admin[a-z0-9-]*(\.test)?\.tsx?$/.test(file);

/** An owners' part's file: `features/<domain>/account/…` or `features/<domain>/account-<topic>/…`. */
const inAccountPart = (file: string) => /^features\/[a-z0-9-]+\/account(-[a-z0-9]+)*\//.test(file);
/**
 * Who may import an owners' part: another owners' part, the owners' area's shell and screen, staff
 * parts (the back office shows what owners see), and the catalog registry, whose every import is a
 * lazily loaded chunk of its own, fetched only when a component asks for that catalog.
 */
const mayImportAccount = (file: string) =>
  inAccountPart(file) ||
  mayImportAdmin(file) ||
  file === "i18n/catalogs.ts" ||
  file.startsWith("app/account/") ||
  /^app\/routes\/account[a-z0-9-]*(\.test)?\.tsx?$/.test(file);

const SOURCE = /\.(ts|tsx)$/;
/** Static imports, re-exports and dynamic imports. */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)"([^"]+)"/gm;

/** The client files a source file imports, relative to client/src/ (without extension when unresolved). */
function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const m of readFileSync(join(src, file), "utf8").matchAll(SPECIFIER)) {
    const specifier = m[1]!;
    const base = specifier.startsWith("@/") ? join(src, specifier.slice(2)) : specifier.startsWith(".") ? join(src, dirname(file), specifier) : null;
    if (!base) continue;
    const path = ["", ".ts", ".tsx", "/index.ts"].map((ext) => `${base}${ext}`).find((p) => existsSync(p) && statSync(p).isFile()) ?? base;
    found.push(relative(src, path).split(sep).join("/"));
  }
  return found;
}

const featureNames = foldersIn(features);
const domains = new Set(foldersIn(serverFeatures));

describe("where the client's features live (issue 27)", () => {
  it("finds the feature folders and the server's domains (the walk is not empty)", () => {
    expect(featureNames).toContain("directory");
    expect(domains.has("directory")).toBe(true);
  });

  it("names every feature folder after a server domain, or lists it as an exception", () => {
    const strays = featureNames.filter((name) => !domains.has(name) && !(name in EXCEPTIONS));
    expect(strays, "client/src/features/<domain>/ where <domain> is a folder of server/features/").toEqual([]);
  });

  it("keeps the exceptions list true: each is a client feature without a server domain", () => {
    const stale = Object.keys(EXCEPTIONS).filter((name) => !featureNames.includes(name) || domains.has(name));
    expect(stale).toEqual([]);
  });

  it.each(featureNames)(
    "%s holds only part folders (api, components, lib, hooks, locales), account[-<topic>]/, admin[-<topic>]/ and public <topic>/ folders",
    (feature) => {
      const wrong: string[] = [];
      for (const folder of foldersIn(join(features, feature))) {
        const kind = kindOf(folder);
        if (kind === null) {
          wrong.push(`${feature}/${folder}: not a part folder, account[-<topic>], admin[-<topic>] or a public topic`);
          continue;
        }
        if (kind === "part") continue;
        // An audience's or a topic's folder holds parts only: no audience inside a topic, no nesting.
        for (const inner of foldersIn(join(features, feature, folder)))
          if (!PART_FOLDERS.has(inner)) wrong.push(`${feature}/${folder}/${inner}: only ${[...PART_FOLDERS].join(", ")} here`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it("imports no staff part (features/<domain>/admin*/) outside the staff parts and the back office's shell", () => {
    const files = filesUnder(src).filter((file) => SOURCE.test(file));
    expect(files.length).toBeGreaterThan(100);
    // The reading is not blind: the back office's router does load staff parts.
    expect(importsOf("app/admin/admin-router.tsx").filter(inAdminPart).length).toBeGreaterThan(5);
    const wrong = files
      .filter((file) => !mayImportAdmin(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(inAdminPart)
          .map((imported) => `${file} → ${imported}`),
      );
    expect(wrong, "admin code stays out of the public and owners' bundles").toEqual([]);
  });

  it("imports no owners' part (features/<domain>/account*/) from public code: the visitor's pages never carry the owners' area", () => {
    const files = filesUnder(src).filter((file) => SOURCE.test(file));
    // Not blind: the owners' listing page does load owners' parts.
    expect(importsOf("app/account/listing-page.tsx").filter(inAccountPart).length).toBeGreaterThan(5);
    const wrong = files
      .filter((file) => !mayImportAccount(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(inAccountPart)
          .map((imported) => `${file} → ${imported}`),
      );
    expect(wrong, "owners' code stays out of the visitor's bundles").toEqual([]);
  });
});
