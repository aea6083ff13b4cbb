import { lazy, Suspense } from "react";
import { PageShell } from "@/components/layout/page-shell";
import { CardGridSkeleton } from "@/features/directory/components/card-grid";
import { Hero } from "@/features/directory/components/hero";
import { ProfessionalsSection } from "@/features/directory/components/professionals-section";
import { useFeedCategory } from "@/features/directory/hooks/use-feed-category";
import { useT } from "@/i18n/use-t";
import { useSeo } from "@/lib/seo";

// Below the fold (under the professionals' grid): chunks of their own, so the first render's JavaScript stays within budget.
const HomeBusinesses = lazy(() => import("@/features/directory/components/home-businesses").then((m) => ({ default: m.HomeBusinesses })));
const RelatedServices = lazy(() => import("@/features/directory/components/related-services").then((m) => ({ default: m.RelatedServices })));
const HomeNews = lazy(() => import("@/app/home/home-news"));
// "Request quotes from up to 3" (issue 31): loaded only once a category is chosen.
const MultiQuotePicker = lazy(() => import("@/features/leads/components/multi-quote-picker"));

/**
 * The businesses' section while its chunk loads: as it is while its list loads (same box, heading
 * and grid skeleton), so what is below it (/#industries, /#news) stays where it will be.
 */
function BusinessesLoading() {
  const t = useT("directory");
  return (
    <section id="businesses" aria-labelledby="businesses-heading" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10">
      <h2 id="businesses-heading" className="mb-2 text-2xl font-bold text-slate-900 sm:text-3xl">
        {t("directory.biz.heading")}
      </h2>
      <CardGridSkeleton />
    </section>
  );
}

export default function HomePage() {
  useSeo("homeSeo", useFeedCategory());
  return (
    <PageShell>
      <Hero />
      <ProfessionalsSection quotePicker={MultiQuotePicker} />
      <Suspense fallback={<BusinessesLoading />}>
        <HomeBusinesses />
      </Suspense>
      {/* Until their chunks arrive, their places keep the ids that /#industries and /#news scroll to. */}
      <Suspense fallback={<div id="industries" className="min-h-64 scroll-mt-24" />}>
        <RelatedServices />
      </Suspense>
      <Suspense fallback={<div id="news" className="min-h-96 scroll-mt-24" />}>
        <HomeNews />
      </Suspense>
    </PageShell>
  );
}
