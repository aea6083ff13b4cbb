import { useParams } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { useBusiness } from "@/features/directory/api/get-business";
import { BusinessDetail } from "@/features/directory/components/business-detail";
import { DetailStates } from "@/features/directory/components/detail-states";
import { parseId } from "@shared/parse-id";

export default function BusinessPage() {
  const id = parseId(useParams<{ id: string }>().id);
  const business = useBusiness(id);
  return (
    <PageShell>
      <DetailStates kind="business" id={id} query={business}>
        {(record) => <BusinessDetail business={record} />}
      </DetailStates>
    </PageShell>
  );
}
