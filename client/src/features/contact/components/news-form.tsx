import { useId } from "react";
import { foldInquiryMessage } from "@shared/inquiry";
import { useInquiryForm } from "../hooks/use-inquiry-form";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { HoneypotField, SubmitButton } from "./form-controls";

const whatWeFeature = ["Promotions and new hires", "New businesses and expansions", "Awards and recognition", "Community and nonprofit leadership"];
const requirements = ["A high-resolution headshot", "A short bio (100 to 150 words)", "The news, with dates", "Your phone and email for follow-up"];

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

function Checklist({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <ul className="mt-3 space-y-2 text-slate-700">
        {items.map((i) => (
          <li key={i} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">
              •
            </span>
            {i}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NewsForm() {
  const id = useId();
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
        Submit Your News
      </h2>
      <p className="mt-2 text-slate-700">Moving up, starting out or being recognized? Tell us, and you could be in the next Men On The Move.</p>
      <div className="mt-6 grid gap-6 rounded-lg bg-slate-50 p-5 sm:grid-cols-2">
        <Checklist title="What We Feature" items={whatWeFeature} />
        <Checklist title="Submission Requirements" items={requirements} />
      </div>
      {/* noValidate: a blank required field gets the 'Missing Information' toast; the email format is checked on submit. */}
      <form onSubmit={form.onSubmit} noValidate className="relative mt-6 grid gap-5 sm:grid-cols-2">
        <Field id={f("name")} label="Name" required>
          <TextInput id={f("name")} required maxLength={200} autoComplete="name" {...form.field("name")} />
        </Field>
        <Field id={f("email")} label="Email" required>
          <TextInput id={f("email")} type="email" required maxLength={254} autoComplete="email" {...form.field("email")} />
        </Field>
        <Field id={f("company")} label="Company">
          <TextInput id={f("company")} maxLength={200} autoComplete="organization" {...form.field("company")} />
        </Field>
        <Field id={f("position")} label="Position">
          <TextInput id={f("position")} maxLength={200} autoComplete="organization-title" {...form.field("position")} />
        </Field>
        <Field id={f("news")} label="News Details" required className="sm:col-span-2">
          <TextArea id={f("news")} rows={5} required maxLength={8000} {...form.field("news")} />
        </Field>
        <HoneypotField id={f("homepage")} {...form.honeypot} />
        <div className="sm:col-span-2">
          <SubmitButton pending={form.pending} label="Submit News" pendingLabel="Submitting..." />
        </div>
      </form>
    </section>
  );
}
