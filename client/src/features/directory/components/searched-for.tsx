import { useT } from "@/i18n/use-t";
import { withElement } from "../lib/with-element";

/** "Showing results for …" (issue 18): the list was answered with a corrected term because the typed one found few listings. */
export function SearchedFor({ searchedFor, typed }: { searchedFor: string | undefined; typed: string }) {
  const t = useT("directory");
  if (searchedFor === undefined) return null;
  return (
    <p className="-mt-5 mb-6 text-slate-700" data-testid="searched-for">
      {withElement((term) => t("directory.searched_for", { term, typed }), <strong className="font-semibold text-slate-900">“{searchedFor}”</strong>)}
    </p>
  );
}
