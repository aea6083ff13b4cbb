import { lazy, Suspense, useId, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";

// The claim panel is its own chunk: a listing page loads it (and asks the API) only on click.
const ClaimPanel = lazy(() => import("./claim-panel"));

/** "Claim this listing" on every listing page: a toggle that opens the claim panel in place. */
export function ClaimListing({ kind, id, name }: { kind: "professional" | "business"; id: number; name: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-label="Claim this listing" className="mt-6">
      <p className="text-sm text-slate-600">
        Is this your listing?{" "}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="min-h-11 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Claim this listing
        </button>
      </p>
      <div id={panelId} hidden={!open} className="max-w-xl">
        {open && (
          <Suspense fallback={<Skeleton className="mt-4 h-40 w-full" />}>
            <ClaimPanel kind={kind} id={id} name={name} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
