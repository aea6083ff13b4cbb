import { useState, type ChangeEvent, type FormEvent } from "react";
import type { ContactRequest } from "@shared/schema";
import { toast } from "@/components/ui/use-toast";
import { useLocale, useT, type Translate } from "@/i18n/use-t";
import type { Locale } from "@shared/i18n/locale";
import { useSendContactMessage } from "../api/send-contact-message";
import { errorToastText, FORM_TEXTS, joinList, type FormKind } from "../lib/form-texts";

interface Options<F> {
  kind: FormKind;
  initial: F;
  /** What a successful send clears the form to (default: `initial`). */
  cleared?: F;
  /** Fields whose blank value shows the 'Missing Information' toast, in form order. */
  required?: (keyof F & string)[];
  toRequest: (values: F) => ContactRequest;
}

/**
 * The submit state machine shared by the three forms: idle, submitting (button
 * disabled), then success (cleared, success toast) or error (destructive toast, fields kept).
 */
export function useInquiryForm<F extends Record<string, string>>({ kind, initial, cleared = initial, required = [], toRequest }: Options<F>) {
  const [values, setValues] = useState<F>(initial);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [honeypot, setHoneypot] = useState("");
  const mutation = useSendContactMessage();
  const t = useT("contact");
  const locale = useLocale();
  const texts = FORM_TEXTS[kind];
  const missingTitle = t("contact.toast.missing_title");

  const setField = (name: keyof F & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (missing.has(name)) setMissing((m) => new Set([...m].filter((n) => n !== name)));
  };

  /** Props for an input or textarea bound to one field. */
  const field = (name: keyof F & string) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setField(name, e.target.value),
    "aria-invalid": missing.has(name) || undefined,
  });

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (mutation.isPending) return;
    const form = e.currentTarget;
    const blank = required.filter((name) => !(values[name] ?? "").trim());
    if (blank.length > 0) {
      setMissing(new Set(blank));
      toast({ title: missingTitle, description: texts.missing ? t(texts.missing) : "", variant: "destructive" });
      (form.elements.namedItem(blank[0]!) as HTMLElement | null)?.focus();
      return;
    }
    // The forms that check their own required fields skip the browser's check, so run it now for the rest.
    if (!form.reportValidity()) {
      // The browser's bubble names one field; a form with a Missing Information toast names them all.
      if (texts.missing) toast({ title: missingTitle, description: invalidFieldsText(form, t, locale), variant: "destructive" });
      return;
    }
    const body = toRequest(values);
    mutation.mutate(honeypot.trim() ? { ...body, homepage: honeypot } : body, {
      onSuccess: (answer) => {
        // The server's thanks is English: a Spanish page says its own.
        const thanks = t(texts.successText);
        toast({ title: t(texts.successTitle), description: kind === "contact" && locale === "en" ? answer.message || thanks : thanks });
        setValues(cleared);
        setHoneypot("");
      },
      onError: (err) => toast({ title: t("contact.toast.error_title"), description: errorToastText(kind, err, t, locale), variant: "destructive" }),
    });
  }

  return { values, field, setField, onSubmit, pending: mutation.isPending, honeypot: { value: honeypot, onChange: setHoneypot } };
}

/** "Please fill in Phone and Website." from the labels of the form's invalid fields. */
export function invalidFieldsText(form: HTMLFormElement, t: Translate<"contact">, locale: Locale): string {
  const names = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input, textarea, select")]
    .filter((el) => !el.validity.valid)
    .map((el) => (el.labels?.[0]?.textContent ?? el.name).replace(/\*/g, "").trim())
    .filter(Boolean);
  if (names.length === 0) return t("contact.validation.check");
  return t("contact.validation.fill_in", { fields: joinList(names, locale) });
}
