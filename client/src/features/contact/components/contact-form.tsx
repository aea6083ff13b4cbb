import { useId } from "react";
import { useInquiryForm } from "../hooks/use-inquiry-form";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { HoneypotField, SubmitButton } from "./form-controls";

export const CONTACT_FORM_ID = "contact-form";

/** The pre-filled inquiry when the visitor came from a professional's page (/contact?professional=<name>). */
export function professionalInquiry(name: string): string {
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
  const empty = { name: "", email: "", message: "" };
  const form = useInquiryForm({
    kind: "contact",
    initial: professional ? { ...empty, message: professionalInquiry(professional) } : empty,
    cleared: empty,
    toRequest: (v) => ({
      name: v.name.trim(),
      email: v.email.trim(),
      message: v.message.trim(),
      ...(professional ? { professionalName: professional } : {}),
      ...(professional && listing ? listing : {}),
    }),
  });
  const title = professional ? `Contact ${professional}` : "Send Us a Message";

  return (
    <section id={CONTACT_FORM_ID} aria-labelledby={`${id}-title`} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={`${id}-title`} className="break-words text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {professional ? (
        <p className="mt-2 text-slate-700">
          We'll pass your message on to {professional}.
          {professionalEmail && EMAIL.test(professionalEmail) && (
            <>
              {" "}
              You can also email them directly at{" "}
              <a href={`mailto:${professionalEmail}`} className="break-all font-medium text-brand-700 underline">
                {professionalEmail}
              </a>
              .
            </>
          )}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">Fill out the form below and we'll get back to you soon.</p>
      )}
      <form onSubmit={form.onSubmit} className="relative mt-6 grid gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-name`} label="Name" required>
            <TextInput id={`${id}-name`} required maxLength={200} autoComplete="name" {...form.field("name")} />
          </Field>
          <Field id={`${id}-email`} label="Email" required>
            <TextInput id={`${id}-email`} type="email" required maxLength={254} autoComplete="email" {...form.field("email")} />
          </Field>
        </div>
        <Field id={`${id}-message`} label="Message" required>
          <TextArea id={`${id}-message`} rows={6} required maxLength={10_000} {...form.field("message")} />
        </Field>
        <HoneypotField id={`${id}-homepage`} {...form.honeypot} />
        <div>
          <SubmitButton pending={form.pending} label="Send Message" pendingLabel="Sending..." />
        </div>
      </form>
    </section>
  );
}
