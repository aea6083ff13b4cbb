import { lazy, Suspense } from "react";
import { PageShell } from "@/components/layout/page-shell";
import { HomeBusinesses } from "@/features/directory/components/home-businesses";
import { Hero } from "@/features/directory/components/hero";
import { ProfessionalsSection } from "@/features/directory/components/professionals-section";
import { useSeo } from "@/lib/seo";

// Below the fold: chunks of their own, so the first render's JavaScript stays within budget.
const RelatedServices = lazy(() => import("@/features/directory/components/related-services").then((m) => ({ default: m.RelatedServices })));
const HomeNews = lazy(() => import("@/app/home/home-news"));

export default function HomePage() {
  useSeo("homeSeo");
  return (
    <PageShell>
      <Hero />
      <ProfessionalsSection />
      <HomeBusinesses />
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
