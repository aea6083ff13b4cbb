// Moved to shared/i18n so the server compiles its catalog with the same code (issue 29).
export { compileCatalog } from "../../shared/i18n/compile-catalog";
