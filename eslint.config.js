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
);
