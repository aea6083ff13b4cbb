import { reviewGuidelinesSeo } from "@shared/seo";
import { PageShell } from "@/components/layout/page-shell";
import { ReviewGuidelines } from "@/features/reviews/components/review-guidelines";
import { useSeo } from "@/lib/seo";

export default function ReviewGuidelinesPage() {
  useSeo(reviewGuidelinesSeo);
  return (
    <PageShell>
      <ReviewGuidelines />
    </PageShell>
  );
}
