import { Link } from "wouter";
import { useLocalizedHref } from "@/i18n/links";
import { useLocale, useT } from "@/i18n/use-t";
import { loadCatalog } from "@/i18n/i18n";
import { DetailsSection } from "@/features/directory/account-details/components/details-section";
import { PhotosSection } from "@/features/media/account/components/photos-section";
import { HoursSection } from "@/features/directory/account-hours/components/hours-section";
import { CoOwnersSection } from "@/features/owner-claim/account/components/co-owners-section";
import { MessagesSection } from "@/features/contact/account-messages/components/messages-section";
import { LeadsSection } from "@/features/leads/account/components/leads-section";
import { ReviewsSection } from "@/features/reviews/account/components/reviews-section";
import { StatsSection } from "@/features/listing-stats/account/components/stats-section";
import { BadgeSection } from "@/features/partners/account-badge/components/badge-section";
import { GoldSection } from "@/features/payments/account-gold/components/gold-section";
import { useOwnedListings } from "./use-account";

/**
 * /account/listings/:kind/:id: one owned listing, as sections that each feature adds here (Gold for
 * professionals, messages, details, photos, hours, co-owners). A listing the user does not own shows "not found", as the
 * API answers 404 for it.
 */
const SECTION_CATALOGS = [
  "ownerGold",
  "ownerMessages",
  "listingStats",
  "ownerBadge",
  "ownerDetails",
  "ownerPhotos",
  "ownerHours",
  "ownerClaim",
  "ownerReviews",
] as const;

export function ListingPage({ kind, id }: { kind: string; id: string }) {
  const t = useT("account");
  const localized = useLocalizedHref();
  const locale = useLocale();
  // The sections' catalogs load side by side, not one after the other as each section shows.
  for (const name of SECTION_CATALOGS) void loadCatalog(locale, name);
  const { data: listings, isPending } = useOwnedListings();
  const listing = listings?.find((l) => l.kind === kind && String(l.id) === id);
  if (isPending) return <p className="text-gray-600">{t("account.loading")}</p>;
  if (!listing)
    return (
      <div className="grid gap-2">
        <h2 className="text-xl font-semibold">{t("account.not_found")}</h2>
        <Link href="/" className="text-blue-800 underline">
          {t("account.back")}
        </Link>
      </div>
    );
  return (
    <div className="grid gap-8">
      <div className="grid gap-1">
        <Link href="/" className="text-sm text-blue-800 underline">
          {t("account.your_listings")}
        </Link>
        <h2 className="text-xl font-semibold">{listing.name}</h2>
        <a href={localized(listing.href)} className="text-sm text-blue-800 underline">
          {t("account.public_page")}
        </a>
      </div>
      {listing.kind === "professional" && <GoldSection id={listing.id} />}
      <LeadsSection kind={listing.kind} id={listing.id} />
      <ReviewsSection kind={listing.kind} id={listing.id} href={listing.href} />
      <MessagesSection kind={listing.kind} id={listing.id} />
      <StatsSection kind={listing.kind} id={listing.id} />
      <BadgeSection kind={listing.kind} id={listing.id} />
      <DetailsSection kind={listing.kind} id={listing.id} />
      <PhotosSection listing={{ kind: listing.kind, id: listing.id }} />
      <HoursSection kind={listing.kind} id={listing.id} />
      <CoOwnersSection kind={listing.kind} id={String(listing.id)} />
    </div>
  );
}
