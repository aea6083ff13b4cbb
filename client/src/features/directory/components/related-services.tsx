import { categoryHref, featuredCategories } from "@/components/layout/nav-links";
import { useLocalizedHref } from "@/i18n/links";
import { useT } from "@/i18n/use-t";
import { useFilterState } from "../hooks/use-filter-state";

/**
 * Inline SVG icons (24×24, stroked in the text colour): an emoji needs a font the visitor may not
 * have (headless Chromium showed empty boxes), and these weigh a few hundred bytes.
 */
const iconPaths: Record<string, string> = {
  // A bank: roof, columns, base.
  banking: "M3 10 12 4l9 6M5 10v8m4.7-8v8m4.6-8v8M19 10v8M3 20h18",
  // A stethoscope.
  healthcare: "M6 3v6a5 5 0 0 0 10 0V3M11 14v2a4 4 0 0 0 8 0v-2m0 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z",
  // Scales.
  legal: "M12 3v18M7 21h10M4 7h16M7 7l-3 7a3 3 0 0 0 6 0L7 7Zm10 0-3 7a3 3 0 0 0 6 0l-3-7Z",
  // A briefcase.
  business: "M4 8h16v11H4zM9 8V5h6v3M4 13h16",
};

function ServiceIcon({ slug }: { slug: string }) {
  const path = iconPaths[slug];
  if (!path) return null;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-7 w-7 shrink-0 text-brand-700"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** 'Explore Related Services': each tile selects its category in the filter above. */
export function RelatedServices() {
  const [, setFilters] = useFilterState();
  const tm = useT("directoryMore");
  const tl = useT("layout");
  const localized = useLocalizedHref();
  return (
    <section id="industries" aria-labelledby="related-heading" className="scroll-mt-24 bg-slate-50 py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="related-heading" className="mb-6 text-2xl font-bold text-slate-900">
          {tm("directoryMore.related")}
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {featuredCategories.map((c) => (
            <li key={c.slug}>
              <a
                href={localized(categoryHref(c.slug))}
                onClick={(e) => {
                  e.preventDefault();
                  setFilters({ categories: [c.slug], search: "" });
                  document.getElementById("professionals")?.scrollIntoView();
                }}
                className="flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-5 font-semibold text-slate-900 shadow-sm hover:border-brand-600 hover:shadow-md"
              >
                <ServiceIcon slug={c.slug} />
                {tl(c.label)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
