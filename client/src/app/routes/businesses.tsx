import { Breadcrumb } from "@/components/layout/breadcrumb";
import { PageShell } from "@/components/layout/page-shell";
import { ButtonLink } from "@/components/ui/button";
import { BusinessesSection } from "@/features/directory/components/businesses-section";
import { useFeedCategory } from "@/features/directory/hooks/use-feed-category";
import { useT } from "@/i18n/use-t";
import { useSeo } from "@/lib/seo";
import { lazy } from "react";
import { businessesSeo } from "@shared/seo";

// "Request quotes from up to 3" (issue 31): loaded only once a category is chosen.
const MultiQuotePicker = lazy(() => import("@/features/leads/components/multi-quote-picker"));

export default function BusinessesPage() {
  const t = useT("directory");
  const tl = useT("layout");
  useSeo(businessesSeo, useFeedCategory());
  return (
    <PageShell>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Breadcrumb items={[{ label: tl("layout.nav.home"), href: "/" }, { label: tl("layout.nav.businesses") }]} />
        <h1 className="mb-2 mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{t("directory.biz.heading")}</h1>
        <BusinessesSection quotePicker={MultiQuotePicker} />
        <section aria-labelledby="cta-heading" className="mt-12 rounded-lg bg-brand-900 px-6 py-10 text-center text-white">
          <h2 id="cta-heading" className="text-2xl font-bold">
            {t("directory.biz.cta_title")}
          </h2>
          <p className="mt-2 text-brand-50">{t("directory.biz.cta_text")}</p>
          <ButtonLink href="/contact" variant="gold" className="mt-6">
            {t("directory.biz.cta_button")}
          </ButtonLink>
        </section>
      </div>
    </PageShell>
  );
}
