import { Link } from "wouter";
import type { ListingPath } from "../api/admin-keys";
import { useDuplicates } from "../api/get-duplicates";

/** Likely duplicates of the listing being created, each a link to open it, shown before saving. */
export function DuplicatesNotice({ kind, query }: { kind: ListingPath; query: { phone: string; name: string; address: string } }) {
  const duplicates = useDuplicates(kind, query, true);
  if (!duplicates.data?.length) return null;
  return (
    <section role="status" aria-labelledby="duplicates-heading" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="duplicates-heading" className="font-semibold">
        This may already be listed
      </h2>
      <ul className="mt-2 grid gap-1">
        {duplicates.data.map((d) => (
          <li key={d.id}>
            <Link href={`/${kind}/${d.id}`} className="font-medium text-brand-800 underline">
              {d.name}
            </Link>{" "}
            <span className="text-amber-900">
              (same {d.reason}
              {d.phone ? `, ${d.phone}` : ""})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
