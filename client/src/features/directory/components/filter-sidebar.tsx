import { useContext } from "react";
import type { CategoryCounts } from "@shared/category-counts";
import type { LanguageCounts } from "@shared/language-counts";
import { pageText } from "@shared/i18n/page-text";
import type { Category } from "@shared/schema";
import { Skeleton } from "@/components/ui/skeleton";
import { formatNumber } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import type { FilterState } from "@shared/filters";
import { InFiltersSheet } from "./filters-sheet-context";
import { PROFESSIONALS, SearchField, type FilterSubject } from "./search-field";
import { GeoFilterSlot } from "./near-me-slots";

export type { FilterSubject };

interface Props {
  filters: FilterState;
  onChange: (next: FilterState, options?: { replace?: boolean }) => void;
  categories: Category[] | undefined;
  categoriesLoading: boolean;
  categoriesFailed: boolean;
  onRetryCategories: () => void;
  /**
   * The current search's listings per category (issue 18): shown beside each name, and a
   * category with none is disabled (unless selected: it can always be cleared). Undefined while
   * not known (a one- or two-letter term is not counted): names only, all enabled.
   */
  counts?: CategoryCounts | undefined;
  /** The current search's listings per language spoken (issue 29): the "Se habla español" count; undefined while not known. */
  languageCounts?: LanguageCounts | undefined;
  subject?: FilterSubject;
}

export function FilterSidebar({
  filters,
  onChange,
  categories,
  categoriesLoading,
  categoriesFailed,
  onRetryCategories,
  counts,
  languageCounts,
  subject = PROFESSIONALS,
}: Props) {
  // In the phone's Filters sheet the search box stays on the page above the results, and the sheet is the box.
  const inSheet = useContext(InFiltersSheet);
  const t = useT("directory");
  const locale = useLocale();

  const toggle = (slug: string, checked: boolean) => {
    const categoriesNext = checked ? [...filters.categories, slug] : filters.categories.filter((c) => c !== slug);
    onChange({ ...filters, categories: categoriesNext });
  };

  return (
    <aside aria-label={t(subject.label)} className={inSheet ? "space-y-6" : "space-y-6 rounded-lg border border-slate-200 bg-slate-50 p-4 lg:sticky lg:top-24"}>
      {!inSheet && <SearchField filters={filters} onChange={onChange} subject={subject} />}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t("directory.categories")}</legend>
        {categoriesLoading && <Skeleton className="h-32 w-full" />}
        {categoriesFailed && (
          <div role="alert" className="text-sm text-red-800">
            <p>{t("directory.categories_failed")}</p>
            <button type="button" className="mt-1 font-semibold text-brand-700 hover:underline" onClick={onRetryCategories}>
              {t("directory.try_again")}
            </button>
          </div>
        )}
        <ul className="space-y-1">
          {categories?.map((c) => {
            const checked = filters.categories.includes(c.slug);
            const n = counts && (counts[c.id] ?? 0);
            const disabled = n === 0 && !checked;
            return (
              <li key={c.id}>
                <label
                  className={`flex min-h-9 items-center gap-2 text-sm ${disabled ? "cursor-not-allowed text-slate-500" : "cursor-pointer text-slate-800"}`}
                >
                  <input type="checkbox" className="h-4 w-4" checked={checked} disabled={disabled} onChange={(e) => toggle(c.slug, e.target.checked)} />
                  {pageText(locale, c.name, c.nameEs).text}
                  {n !== undefined && ` (${formatNumber(locale, n)})`}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <GeoFilterSlot
        geo={filters.geo}
        onChange={(geo) => onChange({ ...filters, geo })}
        idPrefix={subject.idPrefix}
        spanish={!!filters.language}
        spanishCount={languageCounts && (languageCounts.es ?? 0)}
        onSpanish={(on) => onChange({ ...filters, language: on ? "es" : undefined })}
      />
      {(filters.categories.length > 0 || filters.search || filters.geo || filters.language) && (
        <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={() => onChange({ categories: [], search: "" })}>
          {t("directory.clear_filters")}
        </button>
      )}
    </aside>
  );
}
