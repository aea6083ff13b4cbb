import { PageShell } from "@/components/layout/page-shell";
import { useSeo } from "@/lib/seo";
import { advertiseSeo } from "@shared/seo";
import { AdvertiseForm } from "@/features/contact/components/advertise-form";
import { AdvertiseHero, BusinessTypes } from "@/features/contact/components/advertise-hero";
import { AdvertisePackages } from "@/features/contact/components/advertise-packages";
import { PageNav } from "@/features/contact/components/page-nav";
import { SponsoredBanners } from "@/features/contact/components/sponsored";
import type { MessageKey } from "@/i18n/catalogs";
import { useT } from "@/i18n/use-t";

const links: { label: MessageKey<"contact">; href: string }[] = [
  { label: "contact.nav.back", href: "/" },
  { label: "contact.nav.industries", href: "/#industries" },
  { label: "contact.nav.contact", href: "/contact" },
];

export default function AdvertisePage() {
  useSeo(advertiseSeo);
  const t = useT("contact");
  return (
    <PageShell>
      <AdvertiseHero />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12">
        <SponsoredBanners />
        <BusinessTypes />
        <AdvertisePackages />
        <div className="mx-auto w-full max-w-3xl">
          <AdvertiseForm />
        </div>
        <PageNav label={t("contact.more_directory")} links={links.map((l) => ({ ...l, label: t(l.label) }))} />
      </div>
    </PageShell>
  );
}
