import { PageShell } from "@/components/layout/page-shell";
import { useSeo } from "@/lib/seo";
import { menOnTheMoveSeo } from "@shared/seo";
import { Archive2013Strip, FeaturedMen, MenOnTheMoveHero } from "@/features/contact/components/men-on-the-move-sections";
import { NewsForm } from "@/features/contact/components/news-form";
import { PageNav } from "@/features/contact/components/page-nav";
import { SponsoredLinks } from "@/features/contact/components/sponsored";
import { moverProfileKeys } from "@/features/contact/lib/men-on-the-move";
import { useListingCards } from "@/features/magazine/api/get-listing-cards";
import { MEN_ON_THE_MOVE_PROFILES, profileHref } from "@shared/magazine-links";
import type { MessageKey } from "@/i18n/catalogs";
import { useT } from "@/i18n/use-t";

const links: { label: MessageKey<"contact">; href: string }[] = [
  { label: "contact.nav.back", href: "/" },
  { label: "contact.nav.archive", href: "/archive" },
  { label: "contact.nav.advertise", href: "/advertise" },
  { label: "contact.nav.contact", href: "/contact" },
];

export default function MenOnTheMovePage() {
  useSeo(menOnTheMoveSeo);
  const t = useT("contact");
  const profiles = useListingCards(MEN_ON_THE_MOVE_PROFILES);
  const profileOf = (name: string) => profileHref(profiles.data, moverProfileKeys[name]);
  return (
    <PageShell withSisterSites>
      <MenOnTheMoveHero />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12">
        <FeaturedMen profileOf={profileOf} />
        <Archive2013Strip profileOf={profileOf} />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
          <NewsForm />
          <SponsoredLinks />
        </div>
        <PageNav label={t("contact.more_magazine")} links={links.map((l) => ({ ...l, label: t(l.label) }))} />
      </div>
    </PageShell>
  );
}
