import { ButtonAnchor, Button } from "@/components/ui/button";
import { CONTACT_FORM_ID } from "./contact-form";

export const CONTACT_PHONE = "210-555-0100";
export const CONTACT_EMAILS = {
  general: "info@example.com",
  advertising: "advertising@example.com",
  editorial: "editor@example.com",
};

export function ContactIntro() {
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold sm:text-4xl">Contact Us</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">
          Questions about a listing, advertising or a story for the magazine? Send us a message or give us a call. We're happy to help San Antonio businesses
          get found.
        </p>
        <p className="mt-6 text-lg">
          Call us:{" "}
          <a href={`tel:${CONTACT_PHONE}`} className="font-semibold text-gold-400 underline underline-offset-4 hover:text-white">
            {CONTACT_PHONE}
          </a>
        </p>
      </div>
    </header>
  );
}

const opportunities = [
  {
    title: "Professional & Business Listings",
    text: "Put your practice or company in front of local customers with a free basic listing or a Gold listing that stands out.",
  },
  {
    title: "Sponsored Content",
    text: "Tell your story in the magazine's voice with a sponsored feature written with our editorial team.",
  },
  {
    title: "Website Advertising",
    text: "Banner and sidebar placements on the directory and the magazine archive, seen by thousands of local readers each month.",
  },
];

/** The three opportunity cards, the email buttons and the button that scrolls to the form. */
export function ContactOpportunities() {
  const scrollToForm = () => {
    const form = document.getElementById(CONTACT_FORM_ID);
    form?.scrollIntoView({ behavior: "smooth", block: "start" });
    form?.querySelector<HTMLElement>("input, textarea")?.focus({ preventScroll: true });
  };
  return (
    <section aria-labelledby="opportunities-title" className="grid gap-6">
      <h2 id="opportunities-title" className="text-2xl font-bold text-slate-900">
        Opportunities to Work With Us
      </h2>
      <ul className="grid gap-4">
        {opportunities.map((o) => (
          <li key={o.title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-brand-800">{o.title}</h3>
            <p className="mt-2 text-slate-700">{o.text}</p>
          </li>
        ))}
      </ul>
      <div className="rounded-lg bg-brand-50 p-5">
        <h3 className="text-lg font-semibold text-slate-900">Prefer email?</h3>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonAnchor href={`mailto:${CONTACT_EMAILS.general}`} variant="outline">
            Email General Inquiries
          </ButtonAnchor>
          <ButtonAnchor href={`mailto:${CONTACT_EMAILS.advertising}`} variant="outline">
            Email Advertising
          </ButtonAnchor>
          <ButtonAnchor href={`mailto:${CONTACT_EMAILS.editorial}`} variant="outline">
            Email the Editor
          </ButtonAnchor>
        </div>
      </div>
      <Button onClick={scrollToForm} className="w-full sm:w-auto sm:self-start">
        Go to the Contact Form
      </Button>
    </section>
  );
}
