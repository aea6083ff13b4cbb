import { PageShell } from "@/components/layout/page-shell";
import { useSeo } from "@/lib/seo";
import { advertiseSeo } from "@shared/seo";
import { AdvertiseForm } from "@/features/contact/components/advertise-form";
import { AdvertiseHero, BusinessTypes } from "@/features/contact/components/advertise-hero";
import { AdvertisePackages } from "@/features/contact/components/advertise-packages";
import { PageNav } from "@/features/contact/components/page-nav";
import { SponsoredBanners } from "@/features/contact/components/sponsored";

const links = [
  { label: "← Back to the Directory", href: "/" },
  { label: "Browse Industries", href: "/#industries" },
  { label: "Contact Us", href: "/contact" },
];

export default function AdvertisePage() {
  useSeo(advertiseSeo);
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
        <PageNav label="More from the directory" links={links} />
      </div>
    </PageShell>
  );
}
