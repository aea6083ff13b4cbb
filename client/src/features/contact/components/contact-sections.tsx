import { ButtonAnchor, Button } from "@/components/ui/button";
import type { MessageKey } from "@/i18n/catalogs";
import { useT } from "@/i18n/use-t";
import { CONTACT_FORM_ID } from "./contact-form";

export const CONTACT_PHONE = "210-555-0100";
export const CONTACT_EMAILS = {
  general: "info@example.com",
  advertising: "advertising@example.com",
  editorial: "editor@example.com",
};

export function ContactIntro() {
  const t = useT("contact");
  return (
    <header className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("contact.intro.title")}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">{t("contact.intro.text")}</p>
        <p className="mt-6 text-lg">
          {t("contact.intro.call")}{" "}
          <a href={`tel:${CONTACT_PHONE}`} className="font-semibold text-gold-400 underline underline-offset-4 hover:text-white">
            {CONTACT_PHONE}
          </a>
        </p>
      </div>
    </header>
  );
}

const opportunities: { title: MessageKey<"contact">; text: MessageKey<"contact"> }[] = [
  { title: "contact.opportunities.listings", text: "contact.opportunities.listings_text" },
  { title: "contact.opportunities.sponsored", text: "contact.opportunities.sponsored_text" },
  { title: "contact.opportunities.web", text: "contact.opportunities.web_text" },
];

/** The three opportunity cards, the email buttons and the button that scrolls to the form. */
export function ContactOpportunities() {
  const t = useT("contact");
  const scrollToForm = () => {
    const form = document.getElementById(CONTACT_FORM_ID);
    form?.scrollIntoView({ block: "start" });
    form?.querySelector<HTMLElement>("input, textarea")?.focus({ preventScroll: true });
  };
  return (
    <section aria-labelledby="opportunities-title" className="grid gap-6">
      <h2 id="opportunities-title" className="text-2xl font-bold text-slate-900">
        {t("contact.opportunities.title")}
      </h2>
      <ul className="grid gap-4">
        {opportunities.map((o) => (
          <li key={o.title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <h3 className="text-lg font-semibold text-brand-800">{t(o.title)}</h3>
            <p className="mt-2 text-slate-700">{t(o.text)}</p>
          </li>
        ))}
      </ul>
      <div className="rounded-lg bg-brand-50 p-5">
        <h3 className="text-lg font-semibold text-slate-900">{t("contact.email.title")}</h3>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ButtonAnchor href={`mailto:${CONTACT_EMAILS.general}`} variant="outline">
            {t("contact.email.general")}
          </ButtonAnchor>
          <ButtonAnchor href={`mailto:${CONTACT_EMAILS.advertising}`} variant="outline">
            {t("contact.email.advertising")}
          </ButtonAnchor>
          <ButtonAnchor href={`mailto:${CONTACT_EMAILS.editorial}`} variant="outline">
            {t("contact.email.editor")}
          </ButtonAnchor>
        </div>
      </div>
      <Button onClick={scrollToForm} className="w-full sm:w-auto sm:self-start">
        {t("contact.go_to_form")}
      </Button>
    </section>
  );
}
