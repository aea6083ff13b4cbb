import { useParams } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { useBusiness } from "@/features/directory/api/get-business";
import { BusinessDetail } from "@/features/directory/components/business-detail";
import { DetailMessage, DetailSkeleton } from "@/features/directory/components/detail-states";
import { parseId } from "@/features/directory/lib/parse-id";

export default function BusinessPage() {
  const id = parseId(useParams<{ id: string }>().id);
  const business = useBusiness(id);
  return (
    <PageShell>
      {id === null ? (
        <DetailMessage kind="business" state="invalid" />
      ) : business.isPending ? (
        <DetailSkeleton />
      ) : business.isError ? (
        <DetailMessage kind="business" state="error" />
      ) : business.data === null ? (
        <DetailMessage kind="business" state="notFound" />
      ) : (
        <BusinessDetail business={business.data} />
      )}
    </PageShell>
  );
}
