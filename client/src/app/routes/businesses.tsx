import { Breadcrumb } from "@/components/layout/breadcrumb";
import { PageShell } from "@/components/layout/page-shell";
import { ButtonLink } from "@/components/ui/button";
import { BusinessesSection } from "@/features/directory/components/businesses-section";
import { useSeo } from "@/lib/seo";
import { businessesSeo } from "@shared/seo";

export default function BusinessesPage() {
  useSeo(businessesSeo);
  return (
    <PageShell>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Breadcrumb items={[{ label: "Home", href: "/" }, { label: "Businesses" }]} />
        <h1 className="mb-2 mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">San Antonio Businesses</h1>
        <BusinessesSection />
        <section aria-labelledby="cta-heading" className="mt-12 rounded-lg bg-brand-900 px-6 py-10 text-center text-white">
          <h2 id="cta-heading" className="text-2xl font-bold">
            Want to List Your Business?
          </h2>
          <p className="mt-2 text-brand-50">Join the directory with a free basic listing or a Gold listing that puts you first.</p>
          <ButtonLink href="/contact" variant="gold" className="mt-6">
            Get Listed Today
          </ButtonLink>
        </section>
      </div>
    </PageShell>
  );
}
