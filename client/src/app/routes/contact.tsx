import { useSearch } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { useSeo } from "@/lib/seo";
import { contactProfessional, contactSeo } from "@shared/seo";
import { ContactForm } from "@/features/contact/components/contact-form";
import { ContactIntro, ContactOpportunities } from "@/features/contact/components/contact-sections";

export default function ContactPage() {
  const params = new URLSearchParams(useSearch());
  const professional = contactProfessional(params);
  const email = params.get("email")?.trim().slice(0, 254) || undefined;
  // ?listing=professional:<id>: the listing whose page sent the visitor, so its owners see the message.
  const ref = /^(professional|business):([1-9][0-9]{0,9})$/.exec(params.get("listing") ?? "");
  const listing = ref && Number(ref[2]) <= 2_147_483_647 ? { listingKind: ref[1] as "professional" | "business", listingId: Number(ref[2]) } : undefined;
  useSeo(contactSeo, professional);
  return (
    <PageShell>
      <ContactIntro />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        {/* A new professional means a new pre-filled form, not the old one's state. */}
        <ContactForm key={professional ?? ""} professional={professional} professionalEmail={email} listing={listing} />
        <ContactOpportunities />
      </div>
    </PageShell>
  );
}
