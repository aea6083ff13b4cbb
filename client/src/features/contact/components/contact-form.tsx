import { useId } from "react";
import { useT, type Translate } from "@/i18n/use-t";
import { useInquiryForm } from "../hooks/use-inquiry-form";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { HoneypotField, SubmitButton } from "./form-controls";

export const CONTACT_FORM_ID = "contact-form";

/** The pre-filled inquiry when the visitor came from a professional's page (/contact?professional=<name>). */
export function professionalInquiry(name: string, t?: Translate<"contact">): string {
  if (t) return t("contact.form.prefill", { name });
  return `Hello, I found ${name} in the San Antonio Business Directory and would like to get in touch about their services. Please contact me at your earliest convenience.`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form; `professional` (from ?professional=) names the person the message is about. */
export function ContactForm({
  professional,
  professionalEmail,
  listing,
}: {
  professional?: string | undefined;
  professionalEmail?: string | undefined;
  /** The listing whose page sent the visitor (?listing=kind:id). */
  listing?: { listingKind: "professional" | "business"; listingId: number } | undefined;
}) {
  const id = useId();
  const t = useT("contact");
  const empty = { name: "", email: "", message: "" };
  const form = useInquiryForm({
    kind: "contact",
    initial: professional ? { ...empty, message: professionalInquiry(professional, t) } : empty,
    cleared: empty,
    toRequest: (v) => ({
      name: v.name.trim(),
      email: v.email.trim(),
      message: v.message.trim(),
      ...(professional ? { professionalName: professional } : {}),
      ...(professional && listing ? listing : {}),
    }),
  });
  const title = professional ? t("contact.form.title_professional", { name: professional }) : t("contact.form.title");

  return (
    <section id={CONTACT_FORM_ID} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={`${id}-title`} className="break-words text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {professional ? (
        <p className="mt-2 text-slate-700">
          {t("contact.form.pass_on", { name: professional })}
          {professionalEmail && EMAIL.test(professionalEmail) && (
            <>
              {" "}
              {t("contact.form.email_directly")}{" "}
              <a href={`mailto:${professionalEmail}`} className="break-all font-medium text-brand-700 underline">
                {professionalEmail}
              </a>
              .
            </>
          )}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">{t("contact.form.intro")}</p>
      )}
      <form onSubmit={form.onSubmit} className="relative mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-name`} label={t("contact.form.name")} required>
            <TextInput id={`${id}-name`} required maxLength={200} autoComplete="name" {...form.field("name")} />
          </Field>
          <Field id={`${id}-email`} label={t("contact.form.email")} required>
            <TextInput id={`${id}-email`} type="email" required maxLength={254} autoComplete="email" {...form.field("email")} />
          </Field>
        </div>
        <Field id={`${id}-message`} label={t("contact.form.message")} required>
          <TextArea id={`${id}-message`} rows={6} required maxLength={10_000} {...form.field("message")} />
        </Field>
        <HoneypotField id={`${id}-homepage`} {...form.honeypot} />
        <div>
          <SubmitButton pending={form.pending} label={t("contact.form.send")} pendingLabel={t("contact.sending")} />
        </div>
      </form>
    </section>
  );
}
