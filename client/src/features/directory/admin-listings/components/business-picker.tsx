import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextInput } from "@/components/ui/field";
import { useAdminListing } from "../api/get-admin-listing";
import { useAdminListings } from "../api/get-admin-listings";

interface Props {
  /** The field's id: the label points at the search box. */
  id: string;
  /** The chosen business's id as text, "" for none. */
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  invalid?: boolean;
}

const SHOWN = 6;

/** Who someone works at, chosen by the business's name (the back office's list search), not typed as an id. */
export function BusinessPicker({ id, value, onChange, describedBy, invalid }: Props) {
  const chosenId = /^\d+$/.test(value) ? Number(value) : undefined;
  const [search, setSearch] = useState("");
  const [term, setTerm] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  return (
    <div className="grid gap-2">
      {chosenId !== undefined && <ChosenBusiness id={chosenId} onClear={() => onChange("")} />}
      <TextInput
        id={id}
        type="search"
        value={search}
        placeholder={chosenId === undefined ? "Find a business by name" : "Find another business"}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        onChange={(e) => setSearch(e.target.value)}
        // Enter in the search box would send the whole listing form.
        onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
      />
      {term.length >= 2 && (
        <Matches
          term={term}
          onChoose={(businessId) => {
            onChange(String(businessId));
            setSearch("");
            setTerm("");
          }}
        />
      )}
    </div>
  );
}

function ChosenBusiness({ id, onClear }: { id: number; onClear: () => void }) {
  const business = useAdminListing("businesses", id);
  const name = business.data?.name ?? (business.isError ? `Business #${id} (not found)` : `Business #${id}`);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <span>
        Works at <strong>{name}</strong> <span className="text-slate-600">(#{id})</span>
      </span>
      <Button type="button" variant="outline" onClick={onClear}>
        Remove
      </Button>
    </div>
  );
}

function Matches({ term, onChoose }: { term: string; onChoose: (id: number) => void }) {
  const list = useAdminListings("businesses", { search: term, categoryId: "", status: "all" });
  const rows = list.data?.pages.flatMap((p) => p.rows).slice(0, SHOWN) ?? [];
  if (list.isPending) return <p className="text-sm text-slate-600">Searching businesses...</p>;
  if (list.isError) return <p className="text-sm text-red-700">Could not search the businesses. Try again.</p>;
  if (!rows.length) return <p className="text-sm text-slate-600">No business matches "{term}".</p>;
  return (
    <ul className="grid gap-1" aria-label={`Businesses matching ${term}`}>
      {rows.map((b) => (
        <li key={b.id}>
          <button
            type="button"
            className="w-full min-h-11 rounded-md border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            onClick={() => onChoose(b.id)}
          >
            {b.name} <span className="text-slate-600">(#{b.id})</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
