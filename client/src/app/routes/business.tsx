import { useParams } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { ReportChange } from "@/features/contact/components/report-change";
import { LeadRequests } from "@/features/leads/components/lead-requests";
import { ClaimListing } from "@/features/owner-claim/components/claim-listing";
import { useBusiness } from "@/features/directory/api/get-business";
import { BusinessDetail } from "@/features/directory/components/business-detail";
import { DetailStates } from "@/features/directory/components/detail-states";
import { ListingFreshness } from "@/features/directory/components/listing-freshness";
import { useListingFeatures } from "@/features/magazine/api/get-listing-features";
import { FeaturedInMagazine } from "@/features/magazine/components/featured-in-magazine";
import { ReviewsSection } from "@/features/reviews/components/reviews-section";
import { useFirstReviews } from "@/features/reviews/api/get-reviews";
import { ListingBeacons } from "@/features/listing-stats/components/listing-beacons";
import { parseDetailId } from "@shared/parse-id";

export default function BusinessPage() {
  const detailId = parseDetailId(useParams<{ id: string }>().id);
  const id = typeof detailId === "number" ? detailId : null;
  const business = useBusiness(id);
  const features = useListingFeatures("business", id);
  // Its published reviews' rating goes in the page's JSON-LD; asked only once the record is there (in the first data on a first load).
  const found = business.data && typeof business.data === "object" ? business.data : null;
  const reviews = useFirstReviews("business", found ? found.id : null);
  return (
    <PageShell>
      <DetailStates kind="business" id={detailId} query={business}>
        {(record) => (
          <BusinessDetail business={record} features={features.data ?? undefined} reviews={reviews.data}>
            <ListingBeacons kind="business" id={record.id} />
            <FeaturedInMagazine features={features.data} />
            {record.freshness && <ListingFreshness freshness={record.freshness} />}
            <LeadRequests
              kind="business"
              id={record.id}
              name={record.name}
              acceptsAppointments={record.acceptsAppointments ?? false}
              figures={record.responseFigures}
            />
            <ReviewsSection kind="business" id={record.id} />
            <ReportChange type="business" id={record.id} name={record.name} />
            {!record.claimed && <ClaimListing kind="business" id={record.id} name={record.name} />}
          </BusinessDetail>
        )}
      </DetailStates>
    </PageShell>
  );
}
