import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { readdirSync } from "node:fs";
import noLiteralText from "./scripts/eslint/no-literal-text.js";

/** The folders directly under `dir` (the feature folders of one side). */
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Feature imports a feature may make anyway, because it composes the other on purpose: the server's
 * page renderer (seo) renders directory pages and sitemaps, so it reads them through directory's own
 * queries, search and cache rather than a copy of them; a listing page's first data holds its
 * reviews (issue 30), read by reviews' own query. The badge (partners, issue 32) says what the
 * directory's "Featured in the magazine" says and counts embeds by listing statistics' day and bot
 * rules, so it reads those rather than copies. The other direction stays fenced.
 */
const composes = { server: { seo: ["directory", "reviews"], partners: ["directory", "listing-stats"] }, client: {} };

// Drizzle and the database drivers stay on the server: the browser bundle never imports them.
const clientOnly = [
  { group: ["drizzle-orm*", "pg", "@electric-sql/*", "stripe"], message: "Database and payment drivers stay on the server." },
  { group: ["**/server/**"], message: "The client does not import server code; share through shared/." },
];
// Imports flow shared → features → app: a feature never imports the app shell or its pages (tests may render a page).
const noAppShell = [
  { group: ["@/app", "@/app/**", "**/src/app/**"], message: "Features do not import client/src/app/; move what both need to client/src/lib/ or shared/." },
];
// Middleware, sign-in and small helpers sit under the features: they never import one.
const noFeatures = [
  { group: ["**/features/**"], message: "middleware/, auth/ and lib/ do not import a feature; pass what they need in, or move it to server/lib/." },
];
// The server is built and run on its own: it imports neither the browser's source nor build or one-off tools.
const serverOnly = [
  { group: ["**/client/src/**", "@/*"], message: "The server does not import client code; move a pure helper to shared/." },
  { group: ["**/scripts/**"], message: "The server does not import scripts/; move what it needs at run time to server/." },
];
// Test support (server/test/) is for tests alone: the app and scripts/ never import it. What a
// script needs at run time (start the server as a process, drive load, find a port) is in server/tools/.
const noTestSupport = [{ group: ["**/test/*"], message: "Test support is for tests; move what this needs at run time to server/tools/." }];

/** A sibling folder as a relative import spells it from one, two or three levels inside a feature. */
const relativeTo = (other) => ["../", "../../", "../../../"].flatMap((up) => [`${up}${other}`, `${up}${other}/**`]);

/** Patterns that keep feature `name` out of its sibling features (`importedAs` spells an import of one). */
function otherFeatures(side, name, importedAs) {
  const allowed = composes[side][name] ?? [];
  return foldersIn(side === "client" ? "./client/src/features/" : "./server/features/")
    .filter((other) => other !== name && !allowed.includes(other))
    .map((other) => ({ group: importedAs(other), message: `Features do not import each other: move what ${name} needs from ${other} to a shared place.` }));
}

/**
 * The import fences, one block per group of files. ESLint replaces (does not merge) a rule's
 * options when a later block matches the same file, so each block lists every pattern its files obey.
 */
function importFences() {
  const fence = (files, patterns, ignores) => ({ files, ...(ignores ? { ignores } : {}), rules: { "no-restricted-imports": ["error", { patterns }] } });
  const tests = ["**/*.test.ts", "**/*.test.tsx", "server/test/**"];
  return [
    fence(["client/**/*.{ts,tsx}"], clientOnly),
    ...foldersIn("./client/src/features/").flatMap((name) => {
      const features = otherFeatures("client", name, (other) => [
        `@/features/${other}`,
        `@/features/${other}/**`,
        ...relativeTo(other),
        `**/features/${other}/**`,
      ]);
      const files = [`client/src/features/${name}/**/*.{ts,tsx}`];
      return [fence(files, [...clientOnly, ...features]), fence(files, [...clientOnly, ...noAppShell, ...features], tests)];
    }),
    fence(["scripts/**/*.ts"], noTestSupport, tests),
    fence(["server/**/*.ts"], serverOnly),
    fence(["server/**/*.ts"], [...serverOnly, ...noTestSupport], tests),
    fence(["server/{middleware,auth,lib}/**/*.ts"], [...serverOnly, ...noTestSupport, ...noFeatures], tests),
    ...foldersIn("./server/features/").flatMap((name) => {
      const features = otherFeatures("server", name, (other) => [...relativeTo(other), `**/features/${other}/**`]);
      return [
        fence([`server/features/${name}/**/*.ts`], [...serverOnly, ...features]),
        fence([`server/features/${name}/**/*.ts`], [...serverOnly, ...noTestSupport, ...features], tests),
      ];
    }),
  ];
}

// The plugin's TypeScript settings but its older resolver option: the resolver-next one below resolves @/ and @shared/.
const { "import-x/resolver": _olderResolver, ...typescriptImportSettings } = importX.flatConfigs.typescript.settings;

/**
 * The client folders whose texts live in message catalogs (issue 29): a literal text in their JSX
 * fails lint (scripts/eslint/no-literal-text.js). The back office (/admin) stays English and is not listed.
 */
const CATALOGUED = [
  "client/src/components/layout/**/*.tsx",
  "client/src/i18n/**/*.tsx",
  // Every feature's public and owners' parts; its staff parts (admin/, admin-<topic>/) are ignored below.
  "client/src/features/*/**/*.tsx",
  "client/src/app/routes/{home,professional,business,businesses,not-found}.tsx",
  "client/src/app/provider.tsx",
  "client/src/app/account/**/*.tsx",
  "client/src/app/routes/account.tsx",
  "client/src/components/payments/**/*.tsx",
  "client/src/components/ui/**/*.tsx",
  "client/src/app/routes/{archive,issue,article,article-redirect,men-on-the-move,contact,advertise,checkout,payment-success}.tsx",
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", "coverage", "migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // Shared contracts are imported by the browser and the server: they may import only zod.
    files: ["shared/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["drizzle-orm*", "express", "react*", "../server/*", "../client/*"] }] },
  },
  ...importFences(),
  {
    // No import cycles: a cycle means two modules are one, or a shared piece lives in the wrong one. The rule does not
    // follow `import type`; type-only cycles (routes.ts ↔ the routers it mounts) were ended by hand (account/deps.ts).
    files: ["**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // The plugin's TypeScript settings say how to parse an imported .ts file; without them it reads no imports of one, and finds no cycle.
      ...typescriptImportSettings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Every log line on the server goes through pino (server/lib/logger.ts) as structured fields. What
    // may still write to the console: the command-line tools, whose console output is their answer; the
    // environment check, which runs before a logger exists; and the one-line startup error a command exits with.
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts", "server/test/**", "server/**/*-cli.ts", "server/env.ts", "server/db/startup-error.ts"],
    rules: { "no-console": "error" },
  },
  {
    files: CATALOGUED,
    // The back office stays English (issue 29): every feature's staff part (its statistics panel too).
    ignores: ["**/*.test.tsx", "client/src/components/layout/admin-page.tsx", "client/src/features/*/admin/**", "client/src/features/*/admin-*/**"],
    plugins: { local: { rules: { "no-literal-text": noLiteralText } } },
    rules: { "local/no-literal-text": "error" },
  },
);
