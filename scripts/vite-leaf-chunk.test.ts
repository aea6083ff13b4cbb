import type { Rollup } from "vite";
import { listingLeafChunk } from "./vite-leaf-chunk";

const m = (path: string) => `/repo/${path}`;
const MAIN = m("client/src/main.tsx");
const ROUTER = m("client/src/app/router.tsx");
const PROFESSIONAL = m("client/src/app/routes/professional.tsx");
const BUSINESS = m("client/src/app/routes/business.tsx");
const CHECKOUT = m("client/src/app/routes/checkout.tsx");
const PLANS = m("shared/plans.ts");
const SLUG = m("shared/slug.ts");
const CATALOG = m("shared/magazine-catalog.ts");
const LOCALE = m("shared/i18n/locale.ts");
const SEO = m("shared/seo.ts");
const FIELD = m("client/src/components/ui/field.tsx");
const REACT = m("node_modules/react/index.js");
const OWN = m("client/src/features/directory/professional-only.ts");
const CYCLE_A = m("shared/cycle-a.ts");
const CYCLE_B = m("shared/cycle-b.ts");

/** A module graph as Rollup's getModuleInfo tells it: static imports, and which modules are imported lazily. */
function graph(imports: Record<string, string[]>, lazy: Record<string, string[]>): Rollup.ManualChunkMeta {
  const ids = new Set([...Object.keys(imports), ...Object.values(imports).flat(), ...Object.keys(lazy)]);
  const info = (id: string) => ({
    id,
    importedIds: imports[id] ?? [],
    importers: [...ids].filter((other) => (imports[other] ?? []).includes(id)),
    dynamicImporters: lazy[id] ?? [],
  });
  return { getModuleInfo: (id: string) => (ids.has(id) ? info(id) : null), getModuleIds: () => ids.values() } as unknown as Rollup.ManualChunkMeta;
}

const meta = graph(
  {
    [MAIN]: [ROUTER, LOCALE, REACT],
    [PROFESSIONAL]: [PLANS, CATALOG, SEO, FIELD, OWN, CYCLE_B],
    [BUSINESS]: [PLANS, CATALOG, SEO, FIELD],
    [CHECKOUT]: [PLANS, CATALOG, SEO, FIELD, CYCLE_B],
    // Two modules that import each other, one of them a library as well.
    [CYCLE_B]: [CYCLE_A],
    [CYCLE_A]: [CYCLE_B, REACT],
    [CATALOG]: [SLUG],
    [SEO]: [LOCALE],
    [FIELD]: [REACT],
  },
  { [PROFESSIONAL]: [ROUTER], [BUSINESS]: [ROUTER], [CHECKOUT]: [ROUTER] },
);
const chunk = listingLeafChunk([PROFESSIONAL, BUSINESS]);

describe("the listing pages' shared small modules", () => {
  it("groups ours that import nothing, or only each other, shared by a listing page and another screen", () => {
    expect(chunk(PLANS, meta)).toBe("listing-shared");
    expect(chunk(CATALOG, meta)).toBe("listing-shared");
    expect(chunk(SLUG, meta)).toBe("listing-shared");
  });

  it("leaves a module that would bring the entry's code or a library with it (Rollup moves a module's imports into its chunk)", () => {
    expect(chunk(SEO, meta)).toBeUndefined();
    expect(chunk(FIELD, meta)).toBeUndefined();
    expect(chunk(REACT, meta)).toBeUndefined();
    // Two modules importing each other: the one that imports only its partner is left too, whichever
    // is asked first (the partner would bring React).
    const fresh = listingLeafChunk([PROFESSIONAL, BUSINESS]);
    expect(fresh(CYCLE_A, meta)).toBeUndefined();
    expect(fresh(CYCLE_B, meta)).toBeUndefined();
  });

  it("leaves the entry's own modules and one screen's own", () => {
    expect(chunk(LOCALE, meta)).toBeUndefined();
    expect(chunk(MAIN, meta)).toBeUndefined();
    expect(chunk(OWN, meta)).toBeUndefined();
    expect(chunk(PROFESSIONAL, meta)).toBeUndefined();
  });
});
