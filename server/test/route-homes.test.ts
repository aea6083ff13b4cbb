import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Issue 27, "Routes live with their domain": every route file sits in `server/features/<domain>/`
 * and its name says where it is mounted. `server/account/` and `server/admin/` only mount those
 * routers behind their guards. Read from the sources, so a misplaced file fails here, before review.
 *
 * - public routers (server/app.ts): `routes.ts` or `<topic>-routes.ts`;
 * - owners' and members' routers (server/account/routes.ts, /api/account): `account-routes.ts` or `account-<topic>-routes.ts`;
 * - staff routers (server/admin/routes.ts, /api/admin): `admin-routes.ts` or `admin-<topic>-routes.ts`.
 */
const server = fileURLToPath(new URL("../", import.meta.url));

/** Every file under `dir` (relative to server/, with forward slashes). */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(server, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...filesUnder(path));
    else out.push(path);
  }
  return out;
}

const read = (file: string) => readFileSync(join(server, file), "utf8");
const isTest = (file: string) => /\.test(-d)?\.tsx?$/.test(file);

interface Import {
  names: string[];
  /** The imported file relative to server/ (`features/leads/routes.ts`), or the bare specifier. */
  from: string;
}

/** The named imports of a source file, with relative specifiers resolved to server/ paths. */
function importsOf(file: string): Import[] {
  const found: Import[] = [];
  for (const m of read(file).matchAll(/^import\s+(?:type\s+)?([\s\S]*?)\s+from\s+"([^"]+)";/gm)) {
    const [, clause, specifier] = m as unknown as [string, string, string];
    const named = /\{([\s\S]*)\}/.exec(clause)?.[1] ?? "";
    const names = named
      .split(",")
      .map((n) => n.trim().replace(/^type\s+/, ""))
      .filter(Boolean)
      .map((n) => n.split(/\s+as\s+/).pop()!);
    const from = specifier.startsWith(".")
      ? relative(server, join(server, dirname(file), `${specifier}.ts`))
          .split(sep)
          .join("/")
      : specifier;
    found.push({ names, from });
  }
  return found;
}

/** The routers (`fooRouter`) a file imports, each with the file it comes from. */
const routersImportedBy = (file: string) =>
  importsOf(file).flatMap(({ names, from }) => names.filter((n) => /^[a-z]\w*Router$/.test(n)).map((name) => ({ name, from })));

const ACCOUNT_NAME = /^account(-[a-z0-9]+)*-routes\.ts$/;
const ADMIN_NAME = /^admin(-[a-z0-9]+)*-routes\.ts$/;
const PUBLIC_NAME = /^(routes|[a-z0-9]+(-[a-z0-9]+)*-routes)\.ts$/;
/** The first words of the old schemes (`owner-routes.ts`, `member-routes.ts`, `staff-photo-routes.ts`, `public-routes.ts`). */
const SIDE_WORDS = /^(account|admin|owner|member|staff|public)-/;

type Side = "public" | "account" | "admin";
/** Which side a route file's name says it is on; null when it fits none of the three names. */
function sideOf(path: string): Side | null {
  const name = path.split("/").pop()!;
  if (ACCOUNT_NAME.test(name)) return "account";
  if (ADMIN_NAME.test(name)) return "admin";
  if (PUBLIC_NAME.test(name) && !SIDE_WORDS.test(name)) return "public";
  return null;
}

/** `features/<domain>/…` (a domain may have subfolders, as payments/subscriptions/). */
const inFeature = (path: string) => /^features\/[a-z0-9-]+\/([a-z0-9-]+\/)*[a-z0-9-]+\.ts$/.test(path);

const featureFiles = filesUnder("features");
const routeFiles = featureFiles.filter((f) => !isTest(f) && /(^|\/|-)routes\.ts$/.test(f));

/** What the mounting folders may keep: the mounting, the guards, the deps types and the guard tests. */
const KEEP: Record<string, string[]> = {
  account: ["deps.ts", "guards.integration.test.ts", "owner.ts", "routes.ts"],
  admin: ["deps.ts", "guards.integration.test.ts", "routes.ts"],
};

describe("where the server's routes live (issue 27)", () => {
  it("finds the route files (the walk is not empty)", () => {
    expect(routeFiles).toContain("features/directory/routes.ts");
    expect(routersImportedBy("account/routes.ts").length).toBeGreaterThan(5);
    expect(routersImportedBy("admin/routes.ts").length).toBeGreaterThan(5);
  });

  it.each(Object.keys(KEEP))("keeps no route file in server/%s/ but its routes.ts", (folder) => {
    const strays = filesUnder(folder).filter((f) => f.endsWith("-routes.ts"));
    expect(strays, "route files to move to their domain under server/features/").toEqual([]);
  });

  it.each(Object.keys(KEEP))("keeps only the mounting, the guards, the deps types and the guard tests in server/%s/", (folder) => {
    const others = filesUnder(folder).filter((f) => !KEEP[folder]!.includes(f.slice(folder.length + 1)));
    expect(others, "files whose home is a domain under server/features/").toEqual([]);
  });

  it.each(Object.keys(KEEP))("declares no route in server/%s/routes.ts: it mounts the features' routers", (folder) => {
    const handlers = [...read(`${folder}/routes.ts`).matchAll(/\brouter\.(get|post|put|patch|delete|all)\(\s*"([^"]*)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(handlers, "routes to move into a feature's router").toEqual([]);
  });

  it.each([
    ["account/routes.ts", "account", "features/<domain>/account[-<topic>]-routes.ts"],
    ["admin/routes.ts", "admin", "features/<domain>/admin[-<topic>]-routes.ts"],
    ["app.ts", "public", "features/<domain>/routes.ts or <topic>-routes.ts"],
  ] as const)("mounts in %s only routers of %s route files (%s)", (mount, side, expected) => {
    const wrong = routersImportedBy(mount)
      .filter(({ from }) => from.startsWith("features/") || mount !== "app.ts")
      .filter(({ from }) => !inFeature(from) || sideOf(from) !== side)
      .map(({ name, from }) => `${name} from server/${from}`);
    expect(wrong, `routers not imported from ${expected}`).toEqual([]);
  });

  it("names every route file under server/features/ by one of the three rules", () => {
    const misnamed = routeFiles.filter((f) => sideOf(f) === null);
    expect(misnamed, "routes.ts | <topic>-routes.ts | account[-<topic>]-routes.ts | admin[-<topic>]-routes.ts").toEqual([]);
  });

  it("mounts every account and admin route file behind its guard, and no public one there", () => {
    const mountedBy = (mount: string) => new Set(routersImportedBy(mount).map(({ from }) => from));
    const account = mountedBy("account/routes.ts");
    const admin = mountedBy("admin/routes.ts");
    const wrong: string[] = [];
    for (const file of routeFiles) {
      const side = sideOf(file);
      if (side === "account" && !account.has(file)) wrong.push(`${file}: not mounted by server/account/routes.ts`);
      if (side === "admin" && !admin.has(file)) wrong.push(`${file}: not mounted by server/admin/routes.ts`);
      if (side === "public" && (account.has(file) || admin.has(file))) wrong.push(`${file}: a public name, mounted behind a guard`);
    }
    expect(wrong).toEqual([]);
  });

  it("uses the account guards only in account route files and the staff guard only in admin route files", () => {
    const wrong: string[] = [];
    for (const file of routeFiles) {
      const guards = importsOf(file).flatMap(({ names }) => names.filter((n) => n === "requireAccount" || n === "requireListingOwner" || n === "requireRole"));
      const side = sideOf(file);
      for (const guard of guards) {
        const fits = guard === "requireRole" ? side === "admin" : side === "account";
        if (!fits) wrong.push(`${file} imports ${guard}`);
      }
    }
    expect(wrong, "a route file holding another side's routes").toEqual([]);
  });

  it("lets no feature import the mounting files (server/account/routes.ts, server/admin/routes.ts)", () => {
    const wrong = featureFiles
      .filter((f) => !isTest(f) && f.endsWith(".ts"))
      .flatMap((f) =>
        importsOf(f)
          .filter(({ from }) => from === "account/routes.ts" || from === "admin/routes.ts")
          .map(({ from }) => `${f} → ${from}`),
      );
    expect(wrong).toEqual([]);
  });

  it("has no import cycle, type-only ones included, through server/account/ or server/admin/", () => {
    const graph = new Map<string, string[]>();
    const visit = (file: string) => {
      if (graph.has(file) || !existsSync(join(server, file))) return;
      const next = importsOf(file)
        .map(({ from }) => from)
        .filter((f) => f.endsWith(".ts") && existsSync(join(server, f)));
      graph.set(file, next);
      next.forEach(visit);
    };
    const starts = [...filesUnder("account"), ...filesUnder("admin")].filter((f) => !isTest(f));
    starts.forEach(visit);
    const cycles: string[] = [];
    for (const start of starts) {
      // A path back to `start` from what it imports: breadth first, so the shortest one is named.
      const back = new Map<string, string>();
      const queue = [...(graph.get(start) ?? [])];
      queue.forEach((f) => back.set(f, start));
      while (queue.length && !back.has(`${start}#`)) {
        const file = queue.shift()!;
        for (const next of graph.get(file) ?? []) {
          if (next === start) back.set(`${start}#`, file);
          else if (!back.has(next)) {
            back.set(next, file);
            queue.push(next);
          }
        }
      }
      if (!back.has(`${start}#`)) continue;
      const chain: string[] = [];
      for (let f = back.get(`${start}#`)!; f !== start; f = back.get(f)!) chain.push(f);
      cycles.push([start, ...chain.reverse(), start].join(" → "));
    }
    expect(cycles).toEqual([]);
  });
});
