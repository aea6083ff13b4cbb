import { PageShell } from "@/components/layout/page-shell";
import { HomeBusinesses } from "@/features/directory/components/home-businesses";
import { Hero } from "@/features/directory/components/hero";
import { featuredMen, moverProfileKeys } from "@/features/contact/lib/men-on-the-move";
import { useListingCards } from "@/features/magazine/api/get-listing-cards";
import { MEN_ON_THE_MOVE_PROFILES, profileHref } from "@shared/magazine-links";
import { NewsSection } from "@/features/directory/components/news-section";
import { ProfessionalsSection } from "@/features/directory/components/professionals-section";
import { RelatedServices } from "@/features/directory/components/related-services";
import { useSeo } from "@/lib/seo";
// Generated at build time: a few headline strings, none of the magazine code.
import { latestHeadlines } from "virtual:magazine-headlines";

export default function HomePage() {
  useSeo("homeSeo");
  const profiles = useListingCards(MEN_ON_THE_MOVE_PROFILES);
  const moverHeadlines = featuredMen.map((m) => ({
    name: m.name,
    role: m.role,
    when: m.when,
    href: `/men-on-the-move#${m.anchor}`,
    profileHref: profileHref(profiles.data, moverProfileKeys[m.name]),
  }));
  return (
    <PageShell>
      <Hero />
      <ProfessionalsSection />
      <HomeBusinesses />
      <RelatedServices />
      <NewsSection headlines={latestHeadlines} movers={moverHeadlines} />
    </PageShell>
  );
}
