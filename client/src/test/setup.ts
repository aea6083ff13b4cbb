import "@testing-library/jest-dom/vitest";

// Component tests render in English with every catalog loaded, as a page would once its chunks arrived.
import { activateLocale } from "@/i18n/i18n";
import { catalogs, type CatalogName } from "@/i18n/catalogs";
await activateLocale("en", Object.keys(catalogs) as CatalogName[]);
