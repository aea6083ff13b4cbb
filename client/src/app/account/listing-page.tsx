import { Link } from "wouter";
import { DetailsSection } from "@/features/owner-details/components/details-section";
import { PhotosSection } from "@/features/owner-photos/components/photos-section";
import { HoursSection } from "@/features/owner-hours/components/hours-section";
import { CoOwnersSection } from "@/features/owner-claim/components/co-owners-section";
import { MessagesSection } from "@/features/owner-messages/components/messages-section";
import { StatsSection } from "@/features/listing-stats/components/stats-section";
import { GoldSection } from "@/features/owner-gold/components/gold-section";
import { useOwnedListings } from "./use-account";

/**
 * /account/listings/:kind/:id: one owned listing, as sections that each feature adds here (Gold for
 * professionals, messages, details, photos, hours, co-owners). A listing the user does not own shows "not found", as the
 * API answers 404 for it.
 */
export function ListingPage({ kind, id }: { kind: string; id: string }) {
  const { data: listings, isPending } = useOwnedListings();
  const listing = listings?.find((l) => l.kind === kind && String(l.id) === id);
  if (isPending) return <p className="text-gray-600">Loading…</p>;
  if (!listing)
    return (
      <div className="grid gap-2">
        <h2 className="text-xl font-semibold">Listing not found</h2>
        <Link href="/" className="text-blue-800 underline">
          Back to your listings
        </Link>
      </div>
    );
  return (
    <div className="grid gap-8">
      <div className="grid gap-1">
        <Link href="/" className="text-sm text-blue-800 underline">
          Your listings
        </Link>
        <h2 className="text-xl font-semibold">{listing.name}</h2>
        <a href={listing.href} className="text-sm text-blue-800 underline">
          See the public page
        </a>
      </div>
      {listing.kind === "professional" && <GoldSection id={listing.id} />}
      <MessagesSection kind={listing.kind} id={listing.id} />
      <StatsSection kind={listing.kind} id={listing.id} />
      <DetailsSection kind={listing.kind} id={listing.id} />
      <PhotosSection listing={{ kind: listing.kind, id: listing.id }} />
      <HoursSection kind={listing.kind} id={listing.id} />
      <CoOwnersSection kind={listing.kind} id={String(listing.id)} />
    </div>
  );
}
