import { useParams } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { useProfessional } from "@/features/directory/api/get-professional";
import { DetailMessage, DetailSkeleton } from "@/features/directory/components/detail-states";
import { ProfessionalDetail } from "@/features/directory/components/professional-detail";
import { parseId } from "@/features/directory/lib/parse-id";

export default function ProfessionalPage() {
  const id = parseId(useParams<{ id: string }>().id);
  const professional = useProfessional(id);
  return (
    <PageShell>
      {id === null ? (
        <DetailMessage kind="professional" state="invalid" />
      ) : professional.isPending ? (
        <DetailSkeleton />
      ) : professional.isError ? (
        <DetailMessage kind="professional" state="error" />
      ) : professional.data === null ? (
        <DetailMessage kind="professional" state="notFound" />
      ) : (
        <ProfessionalDetail professional={professional.data} />
      )}
    </PageShell>
  );
}
