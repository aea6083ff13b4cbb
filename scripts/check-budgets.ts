/**
 * `npm run budgets [-- dist/client]`: checks the production build (run `npm run build` first).
 *   1. The JavaScript the home page loads before its first render (the entry script of
 *      index.html, its modulepreloads and, recursively, their static imports, plus the message
 *      catalogs of its first render) is at most 100 kB gzip, in English and in Spanish.
 *   2. Stripe, Google Maps and the magazine (catalog and article bodies) are not in that graph:
 *      they load only on their own routes. Each is recognised by text it always contains, and
 *      that text must be found somewhere in the build, so the check cannot pass by going blind.
 *   3. The back office (/admin): none of its code in the home page's graph (by its texts, as in 2,
 *      and by its modules in the build's preload manifest); prints the size of each of its chunks.
 *   4. The listing pages (/professional/:id, /business/:id, both languages): prints what they load
 *      before their first render (the home page's graph plus what the server preloads for them), and
 *      fails when zod is in it: their first reviews come in the page's first data, so the reviews'
 *      check (zod and its schemas, ~25 kB gzip) loads with a later fetch (issue 28 item 15: Lighthouse).
 * Exits 1 when a budget is broken.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { loadContent } from "../server/content/load-content";
import { PRELOAD_MANIFEST } from "../server/features/seo/preload";
import { pageModules } from "../server/features/seo/resolve-page";
import { catalogModule, firstRenderCatalogs } from "../shared/i18n/first-render";
import { LOCALES } from "../shared/i18n/locale";

const BUDGET_BYTES = 100_000;
const dist = resolve(process.argv[2] ?? "dist/client");
if (!existsSync(join(dist, "index.html"))) {
  console.error(`No build in ${dist}: run npm run build first.`);
  process.exit(1);
}
const html = readFileSync(join(dist, "index.html"), "utf8");
const read = (asset: string) => readFileSync(join(dist, asset), "utf8");

/** Static imports of a built chunk (Rollup output: import/export ... from "./x.js"; never import("...")). */
function staticImports(asset: string): string[] {
  const dir = asset.slice(0, asset.lastIndexOf("/") + 1);
  const found = read(asset).matchAll(/(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g);
  return [...found].map((m) => join(dir, m[1]!));
}

const roots = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
  (m) => m[1]!,
);
if (!roots.length) throw new Error("index.html names no module script");
const graph = new Set<string>();
const visit = (asset: string) => {
  if (graph.has(asset)) return;
  graph.add(asset);
  staticImports(asset).forEach(visit);
};
roots.forEach(visit);

let failed = false;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipOf = (asset: string) => gzipSync(readFileSync(join(dist, asset)), { level: 9 }).length;
const preloadManifest = JSON.parse(read(PRELOAD_MANIFEST)) as Record<string, string[]>;
// Per language (issue 29): the entry's graph plus the message catalogs the first render loads in
// that language (shared/i18n/first-render.ts: the server preloads them beside the entry script).
for (const locale of LOCALES) {
  const catalogFiles = firstRenderCatalogs("/", locale).flatMap((name) => {
    const files = preloadManifest[catalogModule(name, locale)];
    if (!files?.length) throw new Error(`The preload manifest has no chunk for the ${name} catalog in ${locale}: the check would go blind`);
    return files;
  });
  const assets = [...new Set([...graph, ...catalogFiles])];
  console.log(`JavaScript the home page (${locale === "en" ? "/" : `/${locale}`}) loads before its first render:`);
  let total = 0;
  for (const asset of assets) {
    const gzip = gzipOf(asset);
    total += gzip;
    const size = readFileSync(join(dist, asset)).length;
    console.log(`  ${asset.padEnd(40)} ${kB(size).padStart(10)} ${kB(gzip).padStart(10)} gzip`);
  }
  const withinBudget = total <= BUDGET_BYTES;
  failed ||= !withinBudget;
  console.log(
    `  ${"total".padEnd(40)} ${"".padStart(10)} ${kB(total).padStart(10)} gzip (budget ${kB(BUDGET_BYTES)}): ${withinBudget ? "ok" : "OVER BUDGET"}\n`,
  );
}

// Text each library or content chunk always carries, and nothing else does.
const content = loadContent();
const snippet = (text: string) =>
  text
    .replace(/[^A-Za-z0-9 ,.]/g, " ")
    .split(/\s{2,}/)
    .sort((a, b) => b.length - a.length)[0]!
    .slice(0, 32);
const groups: { name: string; marks: string[] }[] = [
  { name: "Stripe (Stripe.js loader, React Elements)", marks: ["js.stripe.com", "Could not find Elements context"] },
  { name: "Google Maps", marks: ["maps.googleapis.com"] },
  { name: "the magazine catalog (article excerpts)", marks: content.articles.map((a) => snippet(a.data.excerpt)) },
  { name: "magazine article bodies", marks: content.articles.map((a) => snippet(JSON.stringify(a.blocks))) },
  {
    name: "the back office (/admin: sign-in, layout, sections)",
    marks: ["Staff sign-in", "/api/admin/me", "/api/admin/staff", "Require two-factor for admins"],
  },
];
const assets = readdirSync(join(dist, "assets"))
  .filter((f) => f.endsWith(".js"))
  .map((f) => `assets/${f}`);
console.log("\nKept off the home page's graph (loaded only on their own routes):");
for (const group of groups) {
  const holders = assets.filter((asset) => group.marks.some((mark) => read(asset).includes(mark)));
  const onHome = holders.filter((asset) => graph.has(asset));
  const verdict =
    holders.length === 0 ? "NOT FOUND in the build (check is blind: update its marks)" : onHome.length ? `ON THE HOME PAGE in ${onHome.join(", ")}` : "ok";
  failed ||= holders.length === 0 || onHome.length > 0;
  const where = holders.length > 3 ? `${holders.slice(0, 3).join(", ")} and ${holders.length - 3} more` : holders.join(", ");
  console.log(`  ${group.name}: ${verdict}${holders.length ? ` (in ${where})` : ""}`);
}
failed ||= !adminChunks();
failed ||= !listingPages();
process.exit(failed ? 1 : 0);

/** Check 4: the listing pages' first load, as the server preloads it (resolve-page.ts), without zod. */
function listingPages(): boolean {
  // Text zod's core always carries (its issue codes, its JSON Schema target), found in the build so the check cannot go blind.
  const zodMarks = ["unrecognized_keys", "draft-2020-12"];
  const zodFiles = assets.filter((asset) => zodMarks.every((mark) => read(asset).includes(mark)));
  console.log("\nJavaScript the listing pages load before their first render (the home page's graph and their preloads):");
  if (!zodFiles.length) {
    console.log("  zod: NOT FOUND in the build (check is blind: update its marks)");
    return false;
  }
  let ok = true;
  for (const locale of LOCALES) {
    for (const path of ["/professional/1", "/business/1"]) {
      const preloads = [...firstRenderCatalogs(path, locale).map((name) => catalogModule(name, locale)), ...pageModules(path, locale)];
      const files = new Set(graph);
      for (const file of preloads.flatMap((module) => preloadManifest[module] ?? [])) {
        const visitInto = (asset: string) => {
          if (files.has(asset)) return;
          files.add(asset);
          staticImports(asset).forEach(visitInto);
        };
        visitInto(file);
      }
      const withZod = zodFiles.filter((file) => files.has(file));
      ok &&= withZod.length === 0;
      const gzip = [...files].reduce((sum, file) => sum + gzipOf(file), 0);
      const shown = locale === "en" ? path : `/${locale}${path}`;
      console.log(
        `  ${shown.padEnd(20)} ${kB(gzip).padStart(9)} gzip in ${files.size} files${withZod.length ? `: ZOD ON THE FIRST LOAD in ${withZod.join(", ")}` : ""}`,
      );
    }
  }
  return ok;
}

/**
 * The back office's lazily loaded modules (the /admin screen and each section it loads on demand)
 * from the preload manifest: what each downloads, none of it on the home page's graph.
 */
function adminChunks(): boolean {
  const manifest = JSON.parse(read(PRELOAD_MANIFEST)) as Record<string, string[]>;
  // The admin screen, its shell and every feature's staff part (src/features/<domain>/admin/ or admin-<topic>/).
  const isAdmin = (key: string) =>
    key === "src/app/routes/admin.tsx" || key.startsWith("src/app/admin/") || /^src\/features\/[a-z0-9-]+\/admin(-[a-z0-9-]+)?\//.test(key);
  const keys = Object.keys(manifest).filter(isAdmin).sort();
  const screen = new Set(manifest["src/app/routes/admin.tsx"] ?? []);
  console.log("\nThe back office's chunks (gzip; a section counts only what the /admin screen has not loaded already):");
  if (!screen.size) {
    console.log("  src/app/routes/admin.tsx: NOT FOUND in the preload manifest (check is blind)");
    return false;
  }
  let ok = true;
  for (const key of keys) {
    const files = key === "src/app/routes/admin.tsx" ? [...screen] : manifest[key]!.filter((file) => !screen.has(file));
    const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
    const onHome = files.filter((file) => graph.has(file));
    ok &&= onHome.length === 0;
    console.log(`  ${key.padEnd(64)} ${kB(gzip).padStart(9)} in ${files.length} file(s)${onHome.length ? ` ON THE HOME PAGE: ${onHome.join(", ")}` : ""}`);
  }
  return ok;
}
