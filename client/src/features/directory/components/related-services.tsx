import { categoryHref, featuredCategories } from "@/components/layout/nav-links";
import { useFilterState } from "../hooks/use-filter-state";

const icons: Record<string, string> = { banking: "🏦", healthcare: "🩺", legal: "⚖️", business: "💼" };

/** 'Explore Related Services': each tile selects its category in the filter above. */
export function RelatedServices() {
  const [, setFilters] = useFilterState();
  return (
    <section id="industries" aria-labelledby="related-heading" className="scroll-mt-24 bg-slate-50 py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="related-heading" className="mb-6 text-2xl font-bold text-slate-900">
          Explore Related Services
        </h2>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {featuredCategories.map((c) => (
            <li key={c.slug}>
              <a
                href={categoryHref(c.slug)}
                onClick={(e) => {
                  e.preventDefault();
                  setFilters({ categories: [c.slug], search: "" });
                  document.getElementById("professionals")?.scrollIntoView({ behavior: "smooth" });
                }}
                className="flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-5 font-semibold text-slate-900 shadow-sm hover:border-brand-600 hover:shadow-md"
              >
                <span aria-hidden="true" className="text-2xl">
                  {icons[c.slug]}
                </span>
                {c.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
