import { useId } from "react";
import { foldInquiryMessage } from "@shared/inquiry";
import type { MessageKey } from "@/i18n/catalogs";
import { useT } from "@/i18n/use-t";
import { useInquiryForm } from "../hooks/use-inquiry-form";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { HoneypotField, SubmitButton } from "./form-controls";

type Key = MessageKey<"contact">;
const whatWeFeature: Key[] = ["contact.newsform.feature1", "contact.newsform.feature2", "contact.newsform.feature3", "contact.newsform.feature4"];
const requirements: Key[] = ["contact.newsform.req1", "contact.newsform.req2", "contact.newsform.req3", "contact.newsform.req4"];

const empty = { name: "", email: "", company: "", position: "", news: "" };
type NewsFields = typeof empty;

/** The extra fields travel folded into the message under 'NEWS SUBMISSION'. */
export function newsMessage(v: NewsFields): string {
  return foldInquiryMessage("news", [
    ["Name", v.name.trim()],
    ["Email", v.email.trim()],
    ["Company", v.company.trim()],
    ["Position", v.position.trim()],
    ["News", v.news.trim()],
  ]);
}

function Checklist({ heading, items }: { heading: Key; items: Key[] }) {
  const t = useT("contact");
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">{t(heading)}</h3>
      <ul className="mt-3 space-y-2 text-slate-700">
        {items.map((i) => (
          <li key={i} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">
              •
            </span>
            {t(i)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NewsForm() {
  const id = useId();
  const t = useT("contact");
  const form = useInquiryForm({
    kind: "news",
    initial: empty,
    required: ["name", "email", "news"],
    toRequest: (v) => ({ name: v.name.trim(), email: v.email.trim(), message: newsMessage(v) }),
  });
  const f = (name: string) => `${id}-${name}`;

  return (
    <section id="submit-news" aria-labelledby={f("title")} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={f("title")} className="text-2xl font-bold text-slate-900">
        {t("contact.newsform.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("contact.newsform.intro")}</p>
      <div className="mt-6 grid gap-6 rounded-lg bg-slate-50 p-5 sm:grid-cols-2">
        <Checklist heading="contact.newsform.feature_title" items={whatWeFeature} />
        <Checklist heading="contact.newsform.req_title" items={requirements} />
      </div>
      {/* noValidate: a blank required field gets the 'Missing Information' toast; the email format is checked on submit. */}
      <form onSubmit={form.onSubmit} noValidate className="relative mt-6 grid gap-5 sm:grid-cols-2">
        <Field id={f("name")} label={t("contact.form.name")} required>
          <TextInput id={f("name")} required maxLength={200} autoComplete="name" {...form.field("name")} />
        </Field>
        <Field id={f("email")} label={t("contact.form.email")} required>
          <TextInput id={f("email")} type="email" required maxLength={254} autoComplete="email" {...form.field("email")} />
        </Field>
        <Field id={f("company")} label={t("contact.newsform.company")}>
          <TextInput id={f("company")} maxLength={200} autoComplete="organization" {...form.field("company")} />
        </Field>
        <Field id={f("position")} label={t("contact.newsform.position")}>
          <TextInput id={f("position")} maxLength={200} autoComplete="organization-title" {...form.field("position")} />
        </Field>
        <Field id={f("news")} label={t("contact.newsform.news")} required className="sm:col-span-2">
          <TextArea id={f("news")} rows={5} required maxLength={8000} {...form.field("news")} />
        </Field>
        <HoneypotField id={f("homepage")} {...form.honeypot} />
        <div className="sm:col-span-2">
          <SubmitButton pending={form.pending} label={t("contact.newsform.submit")} pendingLabel={t("contact.submitting")} />
        </div>
      </form>
    </section>
  );
}
