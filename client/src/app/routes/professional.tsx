import { useParams } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { useProfessional } from "@/features/directory/api/get-professional";
import { DetailStates } from "@/features/directory/components/detail-states";
import { ProfessionalDetail } from "@/features/directory/components/professional-detail";
import { parseId } from "@shared/parse-id";

export default function ProfessionalPage() {
  const id = parseId(useParams<{ id: string }>().id);
  const professional = useProfessional(id);
  return (
    <PageShell>
      <DetailStates kind="professional" id={id} query={professional}>
        {(record) => <ProfessionalDetail professional={record} />}
      </DetailStates>
    </PageShell>
  );
}
