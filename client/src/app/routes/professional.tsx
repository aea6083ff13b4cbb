import { useParams } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { ReportChange } from "@/features/contact/components/report-change";
import { LeadRequests } from "@/features/leads/components/lead-requests";
import { ClaimListing } from "@/features/owner-claim/components/claim-listing";
import { useProfessional } from "@/features/directory/api/get-professional";
import { DetailStates } from "@/features/directory/components/detail-states";
import { ListingFreshness } from "@/features/directory/components/listing-freshness";
import { ProfessionalDetail } from "@/features/directory/components/professional-detail";
import { useListingFeatures } from "@/features/magazine/api/get-listing-features";
import { FeaturedInMagazine } from "@/features/magazine/components/featured-in-magazine";
import { ReviewsSection } from "@/features/reviews/components/reviews-section";
import { ListingBeacons } from "@/features/listing-stats/components/listing-beacons";
import { parseDetailId } from "@shared/parse-id";

export default function ProfessionalPage() {
  const detailId = parseDetailId(useParams<{ id: string }>().id);
  const id = typeof detailId === "number" ? detailId : null;
  const professional = useProfessional(id);
  const features = useListingFeatures("professional", id);
  return (
    <PageShell>
      <DetailStates kind="professional" id={detailId} query={professional}>
        {(record) => (
          <ProfessionalDetail professional={record} features={features.data ?? undefined}>
            <ListingBeacons kind="professional" id={record.id} />
            <FeaturedInMagazine features={features.data} />
            {record.freshness && <ListingFreshness freshness={record.freshness} />}
            <LeadRequests
              kind="professional"
              id={record.id}
              name={record.name}
              acceptsAppointments={record.acceptsAppointments ?? false}
              figures={record.responseFigures}
            />
            <ReviewsSection kind="professional" id={record.id} />
            <ReportChange type="professional" id={record.id} name={record.name} />
            {!record.claimed && <ClaimListing kind="professional" id={record.id} name={record.name} />}
          </ProfessionalDetail>
        )}
      </DetailStates>
    </PageShell>
  );
}
