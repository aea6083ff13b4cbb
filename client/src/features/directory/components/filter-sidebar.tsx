import { useState } from "react";
import type { Category } from "@shared/schema";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedEffect } from "../hooks/use-debounced-callback";
import type { FilterState } from "@shared/filters";

/** Search text is applied after a 300 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  filters: FilterState;
  onChange: (next: FilterState, options?: { replace?: boolean }) => void;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
  categoriesFailed: boolean;
  onRetryCategories: () => void;
}

export function FilterSidebar({ filters, onChange, categories, categoriesLoading, categoriesFailed, onRetryCategories }: Props) {
  const [text, setText] = useState(filters.search);
  const [urlSearch, setUrlSearch] = useState(filters.search);
  // Back/forward or a shared link changed the URL: show its search text (state adjusted while rendering).
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    if (text.trim() !== filters.search) setText(filters.search);
  }
  useDebouncedEffect(text, SEARCH_DEBOUNCE_MS, (value) => {
    // A new search is a history entry (Back undoes it); refining an existing one replaces it.
    if (value.trim() !== filters.search) onChange({ ...filters, search: value.trim() }, { replace: filters.search !== "" });
  });

  const toggle = (slug: string, checked: boolean) => {
    const categoriesNext = checked ? [...filters.categories, slug] : filters.categories.filter((c) => c !== slug);
    onChange({ categories: categoriesNext, search: filters.search });
  };

  return (
    <aside aria-label="Filter professionals" className="space-y-6 rounded-lg border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-24">
      <div>
        <label htmlFor="professional-search" className="mb-2 block text-sm font-semibold text-slate-800">
          Search
        </label>
        <input
          id="professional-search"
          type="search"
          value={text}
          maxLength={200}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, title or company"
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Categories</legend>
        {categoriesLoading && <Skeleton className="h-32 w-full" />}
        {categoriesFailed && (
          <div role="alert" className="text-sm text-red-800">
            <p>Categories could not be loaded.</p>
            <button type="button" className="mt-1 font-semibold text-brand-700 hover:underline" onClick={onRetryCategories}>
              Try again
            </button>
          </div>
        )}
        <ul className="space-y-1">
          {categories?.map((c) => (
            <li key={c.id}>
              <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="h-4 w-4" checked={filters.categories.includes(c.slug)} onChange={(e) => toggle(c.slug, e.target.checked)} />
                {c.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {(filters.categories.length > 0 || filters.search) && (
        <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={() => onChange({ categories: [], search: "" })}>
          Clear filters
        </button>
      )}
    </aside>
  );
}
