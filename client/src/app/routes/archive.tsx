import { PageShell } from "@/components/layout/page-shell";
import { ArchiveScreen } from "@/features/magazine/components/archive-screen";
import { useSeo } from "@/lib/seo";
import { archiveSeo } from "@shared/seo";

export default function ArchivePage() {
  useSeo(archiveSeo);
  return (
    <PageShell>
      <ArchiveScreen />
    </PageShell>
  );
}
