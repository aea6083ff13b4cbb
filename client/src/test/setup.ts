import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// A `findBy…` or `waitFor` that waits for a lazy chunk waits for its first import, which vitest
// transforms on the spot: under a loaded CI machine that took over testing-library's 1 s default
// (initial-data.test.tsx's businesses list failed once so, at a load of ~4). A wait that holds returns
// as soon as it does, so the longer limit costs nothing but the time a failing test takes to fail.
configure({ asyncUtilTimeout: 5_000 });

// Component tests render in English with every catalog loaded, as a page would once its chunks arrived.
import { activateLocale } from "@/i18n/i18n";
import { catalogs, type CatalogName } from "@/i18n/catalogs";
await activateLocale("en", Object.keys(catalogs) as CatalogName[]);
