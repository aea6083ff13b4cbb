import { lazy, Suspense, useId, useState } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";

// The claim panel is its own chunk: a listing page loads it (and asks the API) only on click.
const ClaimPanel = lazy(() => import("./claim-panel"));

type ClaimListingProps = { kind: "professional" | "business"; id: number; name: string };

/**
 * "Claim this listing" on every listing page: a toggle that opens the claim panel in place. Its
 * words come with the owner-claim catalog: the listing shows first, the toggle under it once they arrive.
 */
export function ClaimListing(props: ClaimListingProps) {
  return (
    <Suspense fallback={null}>
      <ClaimToggle {...props} />
    </Suspense>
  );
}

function ClaimToggle({ kind, id, name }: ClaimListingProps) {
  const t = useT("ownerClaim");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <section aria-label={t("ownerClaim.claim")} className="mt-6">
      <p className="text-sm text-slate-600">
        {t("ownerClaim.is_yours")}{" "}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="min-h-11 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t("ownerClaim.claim")}
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
