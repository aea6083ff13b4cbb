import { useState } from "react";
import type { FilterState } from "@shared/filters";
import type { MessageKey } from "@/i18n/catalogs";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/cn";
import { useDebouncedEffect } from "../hooks/use-debounced-callback";

/** Search text is applied after a 300 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What a search box and its sidebar filter: the landmark's name and the box's id and hint (the home page's professionals unless told). */
export interface FilterSubject {
  label: MessageKey<"directory">;
  searchId: string;
  placeholder: MessageKey<"directory">;
  /** Prefix of the near me panel's ids. */
  idPrefix: string;
}
export const PROFESSIONALS: FilterSubject = {
  label: "directory.filter.professionals",
  searchId: "professional-search",
  placeholder: "directory.filter.professionals_hint",
  idPrefix: "professionals",
};

interface Props {
  filters: FilterState;
  onChange: (next: FilterState, options?: { replace?: boolean }) => void;
  /** The phone's bar above the results: the label is for screen readers only, the placeholder says the rest. */
  compact?: boolean;
  className?: string;
  subject?: FilterSubject;
}

/** A list's search box: in the sidebar on a wide screen, above the results on a phone. */
export function SearchField({ filters, onChange, compact = false, className, subject = PROFESSIONALS }: Props) {
  const t = useT("directory");
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
  return (
    <div className={className}>
      <label htmlFor={subject.searchId} className={compact ? "sr-only" : "mb-2 block text-sm font-semibold text-slate-800"}>
        {t("directory.search")}
      </label>
      <input
        id={subject.searchId}
        type="search"
        value={text}
        maxLength={200}
        onChange={(e) => setText(e.target.value)}
        placeholder={t(subject.placeholder)}
        className={cn("w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm", compact && "min-h-11")}
      />
    </div>
  );
}
