import { useId, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import type { ListingPath } from "../api/admin-keys";
import type { AdminListing } from "../api/get-admin-listings";
import { useSaveListing } from "../api/save-listing";

/**
 * The edit page's pictures (issue 28 item 3): the uploads (`photos`, the owners' Photos section
 * composed in client/src/app/ with the back office's routes) and, for a listing whose picture is
 * still a web address (set before uploads existed, or by the CSV import), that address.
 */
export function ListingImages({ kind, record, photos }: { kind: ListingPath; record: AdminListing; photos: ReactNode }) {
  return (
    <div className="grid gap-4">
      <AddressedImage kind={kind} record={record} />
      {photos}
    </div>
  );
}

/** The picture's address, shown with a way to remove it; the form no longer has a field for typing one. */
function AddressedImage({ kind, record }: { kind: ListingPath; record: AdminListing }) {
  const ids = useId();
  const save = useSaveListing(kind, record.id);
  const field = kind === "professionals" ? "photoUrl" : "logoUrl";
  const noun = kind === "professionals" ? "photo" : "logo";
  const url = (record as unknown as Record<string, unknown>)[field];
  if (typeof url !== "string" || url === "") return null;
  // The back office allows images from this site only (its CSP): another host's address is shown as text.
  const local = url.startsWith("/") && !url.startsWith("//");
  const remove = () =>
    save.mutate(
      { [field]: null },
      {
        onSuccess: () => toast({ title: "Picture address removed", description: "Undo it from the History tab if needed." }),
        onError: (err) =>
          toast({ title: "Could not remove the address", description: (err instanceof ApiError && err.serverMessage) || "Try again.", variant: "destructive" }),
      },
    );
  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id={`${ids}-title`} className="text-lg font-semibold">
        Current {noun} from a web address
      </h3>
      <div className="flex flex-wrap items-start gap-3">
        {local && <img src={url} alt="" width={96} height={96} loading="lazy" className="h-24 w-24 shrink-0 rounded bg-gray-100 object-contain" />}
        <div className="grid min-w-0 flex-1 gap-2">
          <p className="text-sm break-all text-gray-900">{url}</p>
          <p className="text-sm text-gray-700">
            Set before uploads existed, or by the CSV import. The public pages show it only while the listing has no uploaded {noun}.
          </p>
          <Button type="button" variant="outline" className="w-fit" disabled={save.isPending} onClick={remove}>
            Remove this address
          </Button>
        </div>
      </div>
    </section>
  );
}
