import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { Express } from "express";
import type { InitialData } from "@shared/initial-data";
import { createApp } from "../app";
import { mountStaticClient } from "../client";
import type { Db } from "../db/client";
import { createValueCache, type ValueCache } from "../features/directory/cache";
import type { ProfessionalSearch } from "../features/directory/professional-search";
import { testPasswordHasher } from "./password-hasher";

/** A tiny stand-in for the built index.html: the tests need its shape, not a client build. */
export const TEST_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Template title</title>
    <meta name="description" content="Template description" />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The test build's entry script, with a brotli copy beside it. */
export const TEST_ENTRY = `export const greeting = ${JSON.stringify("hello from the test build ".repeat(100))};\n`;

/** What the test build says each lazily loaded module downloads (see scripts/vite-preload-plugin.ts). */
export const TEST_PRELOADS = {
  "src/app/routes/article.tsx": ["assets/article-test.js", "assets/catalog-test.js"],
  "src/app/routes/issue.tsx": ["assets/issue-test.js", "assets/catalog-test.js"],
  "src/app/routes/professional.tsx": ["assets/professional-test.js"],
  "src/app/routes/not-found.tsx": ["assets/not-found-test.js"],
  "virtual:magazine-article/daytripper-swimmin-grinnin": ["assets/daytripper-swimmin-grinnin-test.js"],
  // The first render's catalog in each language (shared/i18n/first-render.ts).
  "catalog:en:layout": ["assets/layout-en-test.js"],
  "catalog:es:layout": ["assets/layout-es-test.js"],
};

let testBuild: string | undefined;
/** A stand-in for dist/client, made once per test process: the shell, the entry script and the preload manifest. */
export function testBuildDir(): string {
  if (testBuild) return testBuild;
  const dir = mkdtempSync(join(tmpdir(), "sabd-test-build-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, ".vite"));
  writeFileSync(join(dir, "index.html"), TEST_SHELL);
  writeFileSync(join(dir, "assets", "index-test.js"), TEST_ENTRY);
  writeFileSync(join(dir, "assets", "index-test.js.br"), brotliCompressSync(TEST_ENTRY));
  writeFileSync(join(dir, ".vite", "preload-manifest.json"), JSON.stringify(TEST_PRELOADS));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return (testBuild = dir);
}

export function seoTestApp(
  db: Db,
  options: {
    sitemapMaxUrls?: number;
    publicOrigin?: string;
    allowedHosts?: string[];
    fallbackHost?: string;
    search?: ProfessionalSearch;
    cache?: ValueCache;
  } = {},
): Express {
  // The API and the pages share one search (budget and gate) and one directory cache, as server/index.ts has them.
  const cache = options.cache ?? createValueCache(db);
  return createApp({
    passwordHasher: testPasswordHasher,
    db,
    stripe: null,
    professionalSearch: options.search,
    directoryCache: cache,
    mountClient: (app) => mountStaticClient(app, { db, shell: TEST_SHELL, dist: testBuildDir(), ...options, cache }),
  });
}

/** The href of each <link rel="modulepreload"> of the head, in order. */
export const modulePreloads = (html: string) =>
  [...html.slice(0, html.indexOf("</head>")).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]!);

const entities: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decode = (text: string) =>
  text.replace(/&#(\d+);|&\w+;/g, (m, code: string | undefined) => (code ? String.fromCharCode(Number(code)) : (entities[m] ?? m)));

const attributes = (tag: string) => Object.fromEntries([...tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].slice(1).map(([, k, v]) => [k!, decode(v ?? "")]));

/** What a crawler that runs no JavaScript reads from a page's HTML. */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map((m) => attributes(m[0]));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map((m) => attributes(m[0]));
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    /** Every content of a meta tag with this name or property. */
    meta: (key: string) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content),
    canonical: links.filter((l) => l.rel === "canonical").map((l) => l.href),
    /** <html lang>. */
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    /** Each <link rel="alternate" hreflang>: [hreflang, href]. */
    alternates: links.filter((l) => l.rel === "alternate" && l.hreflang).map((l) => [l.hreflang!, l.href!] as [string, string]),
    /** Each feed linked (issue 32), <link rel="alternate" type>: [type, title, href]. */
    feeds: links.filter((l) => l.rel === "alternate" && l.type).map((l) => [l.type!, l.title!, l.href!] as [string, string, string]),
    /** Each JSON-LD script, parsed the way a crawler parses it. */
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

/** The embedded first data, or null when the page has none. */
export function readInitialData(html: string): InitialData | null {
  const match = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as InitialData) : null;
}

export const seeded = (data: InitialData | null, key: unknown[]) => data?.queries.find((q) => JSON.stringify(q.key) === JSON.stringify(key));
