/**
 * `npm run lighthouse`: builds the client into a temporary folder, starts the production
 * server on a fresh PGlite with the sample data, and runs Lighthouse (Node API, its default
 * mobile emulation and simulated slow 4G) in Debian's Chromium on the pages of issue 7 and the
 * Spanish ones of issue 29 (`npm run lighthouse -- es` measures only the pages whose name starts "es").
 * Prints the four category scores and the LCP per page, then every audit that cost points.
 * Third-party keys (Stripe, Google Maps) are left out of the build: this closed network
 * cannot load their scripts, and each page has a designed state without them.
 * `LIGHTHOUSE_JSON=<folder>` also writes each page's full report there (`<page name>.json`) to study
 * what cost the points (LCP element and phases, long tasks, unused JS, layout shifts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { build } from "vite";
import { freePort, root, startServer, stop } from "./bench/processes";
import { loadContent } from "../server/content/load-content";
import { LOCAL_AUTH_SECRET } from "../server/tools/local-auth-secret";
import { CHROMIUM_FLAGS } from "../server/tools/chromium";
import sharp from "sharp";
import { asc, isNotNull } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { professionals } from "../server/db/schema";
import { seedSampleData } from "../server/db/seed";
import { insertPhoto } from "../server/features/media/photo-queries";
import { processImage } from "../server/features/media/process-image";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

const work = mkdtempSync(join(tmpdir(), "sabd-lighthouse-"));
const children: ChildProcess[] = [];
try {
  delete process.env.VITE_STRIPE_PUBLISHABLE_KEY;
  delete process.env.VITE_GOOGLE_MAPS_API_KEY;
  console.log("Building the client...");
  await build({ configFile: join(root, "vite.config.ts"), logLevel: "warn", build: { outDir: join(work, "client"), emptyOutDir: true } });
  const port = await freePort();
  // localhost (not 127.0.0.1): Chromium counts it as a secure origin, as HTTPS would be in production.
  const origin = `http://localhost:${port}`;
  const env = {
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: LOCAL_AUTH_SECRET,
    PORT: String(port),
    HOST: "127.0.0.1",
    PGLITE_DIR: join(work, "db"),
    CLIENT_DIST: join(work, "client"),
    DATABASE_URL: "",
    SEED_SAMPLE_DATA: "true",
  };
  // Issue 16: the professional page measured has hours (sample data) and an owner's uploaded photo.
  const withPhoto = await seedWithPhoto(join(work, "db"));
  children.push(await startServer("server/index.ts", [], env, `${origin}/api/categories`));

  const first = async (api: string) => ((await (await fetch(`${origin}${api}`)).json()) as { id: number }[])[0]!.id;
  const content = loadContent();
  const issue = content.issues[0]!.data;
  const article = content.issues[0]!.data.articles[0] ?? content.articles[0]!.slug;
  const pages: [string, string][] = [
    ["home", "/"],
    ["professional", `/professional/${withPhoto}`],
    ["business", `/business/${await first("/api/businesses?limit=1")}`],
    ["businesses", "/businesses"],
    ["archive", "/archive"],
    ["issue", `/${issue.year}/${issue.month}`],
    ["article", `/articles/${article}`],
    ["checkout", "/checkout"],
  ];
  // The listing the newest issue's first story features ("In this story" ↔ "Featured in the magazine"), when it features one.
  const featured = content.articles.find((a) => a.slug === article)?.features ?? [];
  if (featured.length > 0) {
    const [card] = (await (await fetch(`${origin}/api/listing-cards?refs=${featured.join(",")}`)).json()) as { type: string; id: number }[];
    if (card) pages.push(["featured listing", `/${card.type}/${card.id}`]);
  }

  // Issue 29: the Spanish pages the issue measures (its home, a listing, an article), and a listing with Spanish texts.
  pages.push(
    ["es home", "/es"],
    ["es professional", `/es/professional/${withPhoto}`],
    ["es business", `/es/business/${await first("/api/businesses?limit=1&language=es")}`],
    ["es article", `/es/articles/${article}`],
  );
  // `npm run lighthouse -- es` (or any page names' beginnings): only those pages.
  const only = process.argv.slice(2);
  if (only.length) pages.splice(0, pages.length, ...pages.filter(([name]) => only.some((word) => name.startsWith(word))));

  const debuggingPort = await freePort();
  const chromium = spawn(
    "/usr/bin/chromium",
    [...CHROMIUM_FLAGS, "--headless=new", `--remote-debugging-port=${debuggingPort}`, `--user-data-dir=${join(work, "chromium")}`, "about:blank"],
    { stdio: "ignore" },
  );
  children.push(chromium);
  await waitForDevtools(debuggingPort);

  const reportsFolder = process.env.LIGHTHOUSE_JSON;
  const rows: string[] = [];
  const pathWidth = Math.max(...pages.map(([, path]) => path.length)) + 2;
  const benchmarkIndexes: number[] = [];
  const lost: string[] = [];
  const retried: string[] = [];
  for (const [name, path] of pages) {
    const measure = () => lighthouse(`${origin}${path}`, { port: debuggingPort, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    let result = await measure();
    // Lighthouse's own failure to record the page (NO_NAVSTART: 3 of 39 pages in one run here, none
    // in the next) scores 0 and asks to be run again: once, said in the output, never silently.
    if (result?.lhr.runtimeError) {
      retried.push(`  ${name}: ${result.lhr.runtimeError.code}, measured again`);
      result = await measure();
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    if (reportsFolder) {
      mkdirSync(reportsFolder, { recursive: true });
      writeFileSync(join(reportsFolder, `${name.replaceAll(" ", "-")}.json`), JSON.stringify(result.lhr, null, 1));
    }
    const { categories, audits } = result.lhr;
    const scores = CATEGORIES.map((c) => Math.round((categories[c]?.score ?? 0) * 100));
    const lcp = audits["largest-contentful-paint"]?.numericValue ?? NaN;
    benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    rows.push(`${name.padEnd(18)}${path.padEnd(pathWidth)}${scores.map((s) => String(s).padStart(8)).join("")}${`${(lcp / 1000).toFixed(2)} s`.padStart(10)}`);
    for (const category of CATEGORIES) {
      for (const ref of categories[category]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          lost.push(`  ${name} ${category}: ${audit.title} (${audit.displayValue ?? `score ${audit.score}`})${detail(audit.details)}`);
      }
    }
  }
  console.log(`\n${"page".padEnd(18)}${"path".padEnd(pathWidth)}${["perf", "a11y", "best", "seo"].map((h) => h.padStart(8)).join("")}${"LCP".padStart(10)}`);
  for (const row of rows) console.log(row);
  // Lighthouse times CPU work on this machine and multiplies it by 4 (mobile): a busy or slow
  // machine (a low index; a typical desktop scores 1000-2000) inflates TBT and the paint times.
  console.log(`Lighthouse CPU benchmark index of this machine: ${benchmarkIndexes.map(Math.round).join(", ")}`);
  if (retried.length) console.log(`\nLighthouse could not record a page the first time:\n${retried.join("\n")}`);
  console.log(lost.length ? `\nAudits that cost points:\n${lost.join("\n")}` : "\nNo audit cost any points.");
} finally {
  for (const child of children.reverse()) await stop(child);
  rmSync(work, { recursive: true, force: true });
}

/** The first items of an audit's details, e.g. which issue or element. */
function detail(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const names = items.slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    return String(item.issueType ?? node?.snippet ?? item.url ?? item.source ?? "").slice(0, 120);
  });
  return names.filter(Boolean).length ? `: ${names.filter(Boolean).join("; ")}` : "";
}

async function waitForDevtools(port: number) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // Chromium is still starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("Chromium did not open its DevTools port");
}

/**
 * The sample data, and an uploaded main photo on the first professional with hours (the page measured): a
 * 1200 px portrait-like picture of our own (an SVG drawn here, as a JPEG), through the same
 * resizing an owner's upload gets.
 */
async function seedWithPhoto(pgliteDir: string): Promise<number> {
  const database = await openDatabase({ pgliteDir });
  try {
    await migrateDatabase(database);
    await seedSampleData(database.db);
    const [first] = await database.db
      .select({ id: professionals.id })
      .from(professionals)
      .where(isNotNull(professionals.hours))
      .orderBy(asc(professionals.name), asc(professionals.id))
      .limit(1);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e3a8a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="1200" height="1200" fill="url(#g)"/><circle cx="600" cy="470" r="220" fill="#e2e8f0"/><rect x="300" y="760" width="600" height="440" rx="280" fill="#e2e8f0"/></svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
    const image = await processImage(jpeg, "photo");
    await database.db.transaction((tx) =>
      insertPhoto(tx, { kind: "professional", id: first!.id }, { purpose: "photo", alt: "Sample portrait (illustration)", createdBy: "lighthouse" }, image),
    );
    return first!.id;
  } finally {
    await database.close();
  }
}
