import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  {
    // Drizzle stays on the server: the browser bundle never imports it.
    files: ["client/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: ["drizzle-orm*", "pg", "@electric-sql/*", "stripe", "**/server/**"] }] },
  },
  {
    // Test support (server/test/) is for tests alone: the app and scripts/ never import it. What a
    // script needs at run time (start the server as a process, drive load, find a port) is in server/tools/.
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.ts", "server/test/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [{ group: ["**/test/*"], message: "Test support is for tests; move what this needs at run time to server/tools/." }] }] },
  },
);
