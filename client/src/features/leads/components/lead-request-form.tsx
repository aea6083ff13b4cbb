import { useId, useState, type FormEvent } from "react";
import type { ListingKind } from "@shared/listing-kind";
import { MAX_LEAD_NEEDED } from "@shared/leads";
import { Button } from "@/components/ui/button";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { useLocale, useT } from "@/i18n/use-t";
import { fieldErrorsOf } from "@/lib/api-client";
import { useSendLeadRequest, useSendMultiLeadRequest } from "../api/send-lead-request";

interface Props {
  kind: "quote" | "appointment";
  listings: { kind: ListingKind; id: number }[];
  /** The listing's name, or the names of the ticked listings. */
  name: string;
  /** "Request quotes from up to 3": POST /api/leads/multi even for one ticked listing. */
  multi?: boolean;
  onSent?: () => void;
}

const radio = "h-4 w-4 accent-brand-700";
const option = "flex min-h-11 items-center gap-2 text-sm text-slate-800";

/** The request form: what is needed, when, an optional budget, how to reply, and who asks. */
export default function LeadRequestForm({ kind, listings, name, multi: viaMulti = false, onSent }: Props) {
  const uid = useId();
  const t = useT("leadRequests");
  const locale = useLocale();
  const [openedAt] = useState(() => Date.now());
  const single = useSendLeadRequest();
  const multi = useSendMultiLeadRequest();
  const pending = single.isPending || multi.isPending;
  const [v, setV] = useState({
    needed: "",
    when: "flexible",
    whenFrom: "",
    whenTo: "",
    budget: "",
    replyBy: "email",
    name: "",
    email: "",
    phone: "",
    homepage: "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const set = (key: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [key]: value }));

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (pending || !e.currentTarget.reportValidity()) return;
    const fields = {
      kind,
      needed: v.needed,
      when: v.when as "date" | "range" | "flexible",
      ...(v.when !== "flexible" && { whenFrom: v.whenFrom }),
      ...(v.when === "range" && { whenTo: v.whenTo }),
      ...(v.budget.trim() && { budget: v.budget }),
      replyBy: v.replyBy as "phone" | "email",
      name: v.name,
      email: v.email,
      ...(v.phone.trim() && { phone: v.phone }),
      locale,
      elapsedMs: Date.now() - openedAt,
      ...(v.homepage.trim() && { homepage: v.homepage }),
    };
    const handlers = {
      onSuccess: () => {
        setSent(true);
        setErrors({});
        toast({ title: t("leadRequests.sent_title"), description: t("leadRequests.sent_body") });
        onSent?.();
      },
      onError: (err: Error) => {
        // The server's field messages are English: the page says its own, beside the field.
        setErrors(Object.fromEntries(Object.keys(fieldErrorsOf(err)).map((k) => [k, t("leadRequests.check_field")])));
        toast({ title: t("leadRequests.error_title"), description: t("leadRequests.error_body"), variant: "destructive" });
      },
    };
    if (listings.length === 1 && !viaMulti) single.mutate({ ...fields, listingKind: listings[0]!.kind, listingId: listings[0]!.id }, handlers);
    else multi.mutate({ ...fields, listings }, handlers);
  }

  if (sent)
    return (
      <p role="status" className="mt-4 rounded-md bg-green-50 p-4 text-green-900">
        {t("leadRequests.sent_body")}
      </p>
    );

  const id = (k: string) => `${uid}-${k}`;
  const err = (k: string) =>
    errors[k] ? (
      <p id={`${id(k)}-error`} className="text-sm text-red-700">
        {errors[k]}
      </p>
    ) : null;
  return (
    <form
      onSubmit={onSubmit}
      className="relative mt-4 grid gap-4"
      aria-label={t(kind === "quote" ? "leadRequests.form_quote" : "leadRequests.form_appointment", { name })}
    >
      <Field id={id("needed")} label={t("leadRequests.needed")} required>
        <TextArea
          id={id("needed")}
          name="needed"
          rows={4}
          required
          maxLength={MAX_LEAD_NEEDED}
          value={v.needed}
          onChange={(e) => set("needed")(e.target.value)}
        />
        {err("needed")}
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("leadRequests.when")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          {(["flexible", "date", "range"] as const).map((w) => (
            <label key={w} className={option}>
              <input type="radio" name="when" value={w} checked={v.when === w} onChange={() => set("when")(w)} className={radio} />
              {t(`leadRequests.when_${w}`)}
            </label>
          ))}
        </div>
        {v.when !== "flexible" && (
          <div className="mt-2 flex flex-wrap gap-4">
            <Field id={id("whenFrom")} label={t(v.when === "range" ? "leadRequests.from" : "leadRequests.date")} required>
              <TextInput id={id("whenFrom")} type="date" required value={v.whenFrom} onChange={(e) => set("whenFrom")(e.target.value)} />
              {err("whenFrom")}
            </Field>
            {v.when === "range" && (
              <Field id={id("whenTo")} label={t("leadRequests.to")} required>
                <TextInput
                  id={id("whenTo")}
                  type="date"
                  required
                  min={v.whenFrom || undefined}
                  value={v.whenTo}
                  onChange={(e) => set("whenTo")(e.target.value)}
                />
                {err("whenTo")}
              </Field>
            )}
          </div>
        )}
      </fieldset>
      <Field id={id("budget")} label={t("leadRequests.budget")}>
        <TextInput id={id("budget")} name="budget" maxLength={200} value={v.budget} onChange={(e) => set("budget")(e.target.value)} />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t("leadRequests.reply_by")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5">
          {(["email", "phone"] as const).map((r) => (
            <label key={r} className={option}>
              <input type="radio" name="replyBy" value={r} checked={v.replyBy === r} onChange={() => set("replyBy")(r)} className={radio} />
              {t(`leadRequests.reply_${r}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={id("name")} label={t("leadRequests.name")} required>
        <TextInput id={id("name")} name="name" autoComplete="name" required maxLength={200} value={v.name} onChange={(e) => set("name")(e.target.value)} />
        {err("name")}
      </Field>
      <Field id={id("email")} label={t("leadRequests.email")} required>
        <TextInput id={id("email")} name="email" type="email" autoComplete="email" required value={v.email} onChange={(e) => set("email")(e.target.value)} />
        {err("email")}
      </Field>
      <Field id={id("phone")} label={t("leadRequests.phone")} required={v.replyBy === "phone"}>
        <TextInput
          id={id("phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          required={v.replyBy === "phone"}
          maxLength={40}
          value={v.phone}
          onChange={(e) => set("phone")(e.target.value)}
        />
        {err("phone")}
      </Field>
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={id("homepage")}>{t("leadRequests.honeypot")}</label>
        <input
          id={id("homepage")}
          name="homepage"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={v.homepage}
          onChange={(e) => set("homepage")(e.target.value)}
        />
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t("leadRequests.sending") : t("leadRequests.send")}
        </Button>
      </div>
    </form>
  );
}
