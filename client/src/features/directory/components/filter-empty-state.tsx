import type { FilterState } from "@shared/filters";
import type { GeoFilter } from "@shared/geo";
import type { MessageKey } from "@/i18n/catalogs";
import { useT, type Translate } from "@/i18n/use-t";

/** One filter that can be dropped from an empty list: what the chip says, and the filter without it. */
interface Chip {
  label: string;
  without: FilterState;
}

const NO_PLACE = { near: "", sortByDistance: false, radius: undefined } as const;
type T = Translate<"directory">;
type TM = Translate<"directoryMore">;
/** A place as a visitor reads it, without loading the place list (a lazy chunk): "78209", "Alamo Heights", "your location". */
const placeName = (tm: TM, near: string) =>
  /^\d{5}$/.test(near) ? near : /^-?\d/.test(near) ? tm("directoryMore.chip.your_location") : near.replace(/-/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

function chipsOf(tm: TM, filters: FilterState, categoryName: (slug: string) => string): Chip[] {
  const geo: GeoFilter | undefined = filters.geo;
  const chips: Chip[] = [];
  if (filters.search.trim()) chips.push({ label: `“${filters.search.trim()}”`, without: { ...filters, search: "" } });
  for (const slug of filters.categories)
    chips.push({ label: categoryName(slug), without: { ...filters, categories: filters.categories.filter((c) => c !== slug) } });
  if (geo?.near)
    chips.push({
      label: geo.radius
        ? tm("directoryMore.chip.within", { radius: geo.radius, place: placeName(tm, geo.near) })
        : tm("directoryMore.chip.near", { place: placeName(tm, geo.near) }),
      without: { ...filters, geo: { ...geo, ...NO_PLACE } },
    });
  if (geo?.openNow) chips.push({ label: tm("directoryMore.open_now"), without: { ...filters, geo: { ...geo, openNow: false } } });
  if (filters.language) chips.push({ label: tm("directoryMore.chip.spanish"), without: { ...filters, language: undefined } });
  return chips;
}

/** The sentence naming what emptied the list: "No professionals are open right now." */
function sentence(t: T, tm: TM, nounKey: MessageKey<"directory">, filters: FilterState, chips: Chip[], categoryName: (slug: string) => string): string {
  const noun = t(nounKey);
  if (chips.length > 1) return tm("directoryMore.empty.many", { noun });
  const geo = filters.geo;
  if (geo?.openNow) return tm("directoryMore.empty.open_now", { noun });
  if (geo?.near)
    return geo.radius
      ? tm("directoryMore.empty.within", { noun, radius: geo.radius, place: placeName(tm, geo.near) })
      : tm("directoryMore.empty.near", { noun, place: placeName(tm, geo.near) });
  if (filters.language) return tm("directoryMore.empty.spanish", { noun });
  if (filters.categories.length) return tm("directoryMore.empty.category", { noun, category: categoryName(filters.categories[0]!) });
  return tm("directoryMore.empty.search", { noun, search: filters.search.trim() });
}

interface Props {
  /** "No Professionals Found" */
  title: string;
  /** The plural noun's key, lower case: "professionals". */
  noun: MessageKey<"directory">;
  filters: FilterState;
  onChange: (next: FilterState) => void;
  /** A category's name from its slug (the slug itself while the list loads). */
  categoryName: (slug: string) => string;
}

/**
 * A filtered list with no results (issue 28 item 9): says which filters emptied it, with a button
 * to drop each, and stays in view beside a long filter sidebar (sticky on a wide screen), where
 * the visitor ticked the last box.
 */
export function FilterEmptyState({ title, noun, filters, onChange, categoryName }: Props) {
  const t = useT("directory");
  const tm = useT("directoryMore");
  const chips = chipsOf(tm, filters, categoryName);
  return (
    <div role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-8 text-center lg:sticky lg:top-24">
      <h3 className="text-lg font-semibold text-slate-800">{title}</h3>
      <p className="mt-1 text-slate-700">{sentence(t, tm, noun, filters, chips, categoryName)}</p>
      {chips.length > 0 && (
        <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label={tm("directoryMore.chips")}>
          {chips.map((chip) => (
            <li key={chip.label}>
              <button
                type="button"
                onClick={() => onChange(chip.without)}
                aria-label={tm("directoryMore.chip.remove", { label: chip.label })}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {chip.label}
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
                  <path d="M6 6l12 12M18 6 6 18" />
                </svg>
              </button>
            </li>
          ))}
          {chips.length > 1 && (
            <li>
              <button
                type="button"
                onClick={() => onChange({ categories: [], search: "" })}
                className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {tm("directoryMore.chip.clear_all")}
              </button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
