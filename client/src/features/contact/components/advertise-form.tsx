import { useId } from "react";
import { foldInquiryMessage } from "@shared/inquiry";
import { planPrice } from "@shared/plans";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { MessageKey } from "@/i18n/catalogs";
import { useT } from "@/i18n/use-t";
import { useInquiryForm } from "../hooks/use-inquiry-form";
import { INQUIRY_FORM_ID } from "./advertise-packages";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { HoneypotField, SubmitButton } from "./form-controls";

/** The six categories and three packages of the advertising form. */
export const adCategories: { value: string; label: MessageKey<"contact"> }[] = [
  { value: "banking", label: "contact.adform.cat.banking" },
  { value: "healthcare", label: "contact.adform.cat.healthcare" },
  { value: "legal", label: "contact.adform.cat.legal" },
  { value: "realestate", label: "contact.adform.cat.realestate" },
  { value: "construction", label: "contact.adform.cat.construction" },
  { value: "consulting", label: "contact.adform.cat.consulting" },
];
export const adPackages: { value: string; label: MessageKey<"contact">; price?: string }[] = [
  { value: "free", label: "contact.adform.pkg.free" },
  { value: "gold-monthly", label: "contact.adform.pkg.monthly", price: planPrice("gold-monthly") },
  { value: "gold-annual", label: "contact.adform.pkg.annual", price: planPrice("gold-annual") },
];

const empty = { businessName: "", contactName: "", email: "", phone: "", website: "", category: "", description: "", package: "" };
type AdFields = typeof empty;

/** The extra fields travel folded into the message under 'ADVERTISING INQUIRY'. */
export function advertisingMessage(v: AdFields): string {
  return foldInquiryMessage("advertising", [
    ["Business Name", v.businessName.trim()],
    ["Contact Name", v.contactName.trim()],
    ["Email", v.email.trim()],
    ["Phone", v.phone.trim()],
    ["Website", v.website.trim()],
    ["Category", v.category],
    ["Package", v.package],
    ["Description", v.description.trim()],
  ]);
}

export function AdvertiseForm() {
  const id = useId();
  const t = useT("contact");
  const form = useInquiryForm({
    kind: "advertising",
    initial: empty,
    required: ["businessName", "contactName", "email"],
    toRequest: (v) => ({ name: v.contactName.trim(), email: v.email.trim(), message: advertisingMessage(v) }),
  });
  const f = (name: string) => `${id}-${name}`;

  return (
    <section id={INQUIRY_FORM_ID} aria-labelledby={f("title")} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={f("title")} className="text-2xl font-bold text-slate-900">
        {t("contact.adform.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("contact.adform.intro")}</p>
      {/* noValidate: a blank key field (of three) gets the 'Missing Information' toast; the rest are checked on submit. */}
      <form onSubmit={form.onSubmit} noValidate className="relative mt-6 grid gap-5 sm:grid-cols-2">
        <Field id={f("business")} label={t("contact.adform.business")} required>
          <TextInput id={f("business")} required maxLength={200} autoComplete="organization" {...form.field("businessName")} />
        </Field>
        <Field id={f("contact")} label={t("contact.adform.contact")} required>
          <TextInput id={f("contact")} required maxLength={200} autoComplete="name" {...form.field("contactName")} />
        </Field>
        <Field id={f("email")} label={t("contact.form.email")} required>
          <TextInput id={f("email")} type="email" required maxLength={254} autoComplete="email" {...form.field("email")} />
        </Field>
        <Field id={f("phone")} label={t("contact.adform.phone")} required>
          <TextInput id={f("phone")} type="tel" required maxLength={40} autoComplete="tel" placeholder="210-555-0100" {...form.field("phone")} />
        </Field>
        <Field id={f("website")} label={t("contact.adform.website")} required className="sm:col-span-2">
          <TextInput
            id={f("website")}
            type="url"
            required
            maxLength={300}
            autoComplete="url"
            placeholder={t("contact.adform.website_placeholder")}
            {...form.field("website")}
          />
        </Field>
        <Field id={f("category")} label={t("contact.adform.category")} required>
          <Select value={form.values.category} onValueChange={(v) => form.setField("category", v)}>
            <SelectTrigger id={f("category")} aria-required="true">
              <SelectValue placeholder={t("contact.adform.category_placeholder")} />
            </SelectTrigger>
            <SelectContent>
              {adCategories.map((c) => (
                <SelectItem key={c.value} value={c.value}>
                  {t(c.label)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field id={f("package")} label={t("contact.adform.package")} required>
          <Select value={form.values.package} onValueChange={(v) => form.setField("package", v)}>
            <SelectTrigger id={f("package")} aria-required="true">
              <SelectValue placeholder={t("contact.adform.package_placeholder")} />
            </SelectTrigger>
            <SelectContent>
              {adPackages.map((p) => (
                <SelectItem key={p.value} value={p.value}>
                  {t(p.label, { price: p.price })}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Field id={f("description")} label={t("contact.adform.description")} required className="sm:col-span-2">
          <TextArea id={f("description")} rows={4} required maxLength={5000} {...form.field("description")} />
        </Field>
        <HoneypotField id={f("homepage")} {...form.honeypot} />
        <div className="sm:col-span-2">
          <SubmitButton pending={form.pending} label={t("contact.adform.submit")} pendingLabel={t("contact.submitting")} />
        </div>
      </form>
    </section>
  );
}
