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
  useSeo(contactSeo(professional));
  return (
    <PageShell>
      <ContactIntro />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        {/* A new professional means a new pre-filled form, not the old one's state. */}
        <ContactForm key={professional ?? ""} professional={professional} professionalEmail={email} />
        <ContactOpportunities />
      </div>
    </PageShell>
  );
}
