import * as queryKeys from "@shared/query-keys";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { OwnerListingDetails } from "@shared/account/details";
import type { Category } from "@shared/schema";
import { OwnerQueryStates, OwnerSection, SaveRow, type SaveMessage } from "@/components/layout/owner-section";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Field, NativeSelect, TextArea, TextInput } from "@/components/ui/field";
import { LANGUAGE_CODES } from "@shared/languages";
import { pageText } from "@shared/i18n/page-text";
import { toast } from "@/components/ui/use-toast";
import type { MessageKey } from "@/i18n/catalogs";
import { useLocale, useT, type Translate } from "@/i18n/use-t";
import { ApiError, fieldErrorsOf } from "@/lib/api-client";
import { useListingDetails, useSaveListingDetails } from "../api/listing-details";
import { fieldsFor, toDraft, toPatch, type Draft, type FieldSpec } from "../lib/form";

const inputId = (name: string) => `owner-details-${name}`;
const errorId = (name: string) => `${inputId(name)}-error`;
const hintId = (name: string) => `${inputId(name)}-hint`;

/** A field's label or hint in the page's language ("label", "phone"); a field the catalog does not name keeps form.ts's English. */
const fieldText = (t: Translate<"ownerDetails">, part: "label" | "hint", name: string, english: string | undefined) => {
  const key = `ownerDetails.${part}.${name}`;
  const text = t(key as MessageKey<"ownerDetails">);
  return text === key ? english : text;
};

function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="10" cy="10" r="7.5" />
      <path d="M10 6v4l2.5 2" strokeLinecap="round" />
    </svg>
  );
}

/** A control's accessible wiring: its hint and its error (when there is one) describe it. */
const described = (name: string, hint: string | undefined, errors: Record<string, string>) => {
  const ids = [hint ? hintId(name) : null, errors[name] ? errorId(name) : null].filter(Boolean).join(" ");
  return { id: inputId(name), name, ...(ids ? { "aria-describedby": ids } : {}), ...(errors[name] ? { "aria-invalid": true as const } : {}) };
};

function Notes({ name, hint, errors, waiting }: { name: string; hint?: string | undefined; errors: Record<string, string>; waiting?: string | undefined }) {
  const t = useT("ownerDetails");
  return (
    <>
      {hint && (
        <p id={hintId(name)} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {waiting && (
        <p className="flex gap-1.5 text-sm text-amber-900">
          <ClockIcon />
          <span>{t("ownerDetails.waiting", { value: waiting })}</span>
        </p>
      )}
      {errors[name] && (
        <p id={errorId(name)} className="text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </>
  );
}

function Control({ spec, value, errors, onChange }: { spec: FieldSpec; value: string; errors: Record<string, string>; onChange: (v: string) => void }) {
  // The Spanish twins (issue 29) are spell-checked and read aloud as Spanish.
  const props = { ...described(spec.name, spec.hint, errors), ...(spec.name.endsWith("Es") ? { lang: "es" } : {}) };
  if (spec.kind === "long" || spec.kind === "lines")
    return <TextArea {...props} rows={spec.kind === "long" ? 6 : 4} value={value} onChange={(e) => onChange(e.target.value)} />;
  return (
    <TextInput
      {...props}
      type={spec.kind === "text" ? "text" : spec.kind}
      autoComplete={spec.autoComplete ?? "off"}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function DetailsForm({ kind, id, details }: { kind: string; id: number; details: OwnerListingDetails }) {
  const t = useT("ownerDetails");
  const locale = useLocale();
  const languageOptions = LANGUAGE_CODES.map((code) => ({ value: code, label: t(`ownerDetails.language.${code}`) }));
  const categoryName = (c: Category) => pageText(locale, c.name, c.nameEs).text;
  const saved = toDraft(kind, details);
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<SaveMessage>(null);
  const save = useSaveListingDetails(kind, id);
  const { data: categories } = useQuery<Category[]>({ queryKey: queryKeys.categories() });
  const set = (name: string) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const waiting = (field: "name" | "categoryId") => {
    const change = details.pending.find((p) => p.field === field);
    if (!change) return undefined;
    if (field === "name") return String(change.value);
    if (change.value === null) return t("ownerDetails.waiting_no_category");
    const found = categories?.find((c) => c.id === change.value);
    return found ? categoryName(found) : t("ownerDetails.waiting_category", { id: String(change.value) });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const patch = toPatch(kind, saved, draft);
    if (!Object.keys(patch).length) {
      setErrors({});
      setMessage({ ok: true, text: t("ownerDetails.nothing_to_save") });
      return;
    }
    setMessage(null);
    save.mutate(patch, {
      onSuccess: (next) => {
        setErrors({});
        setDraft(toDraft(kind, next));
        const sentForApproval = "name" in patch || "categoryId" in patch;
        const text = sentForApproval ? t("ownerDetails.saved_for_approval") : t("ownerDetails.saved");
        setMessage({ ok: true, text });
        toast({ title: t("ownerDetails.saved_title"), description: text });
      },
      onError: (err) => {
        const serverMessage = err instanceof ApiError ? err.serverMessage : undefined;
        const found = fieldErrorsOf(err);
        setErrors(found);
        const text = Object.keys(found).length ? t("ownerDetails.fix") : (serverMessage ?? t("ownerDetails.save_error"));
        setMessage({ ok: false, text });
        toast({ title: t("ownerDetails.not_saved"), description: text, variant: "destructive" });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-600">{t("ownerDetails.intro")}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={inputId("name")} label={t("ownerDetails.label.name")} className="content-start">
          <TextInput
            {...described("name", undefined, errors)}
            type="text"
            autoComplete="organization"
            value={draft.name ?? ""}
            onChange={(e) => set("name")(e.target.value)}
          />
          <Notes name="name" errors={errors} waiting={waiting("name")} />
        </Field>
        <Field id={inputId("categoryId")} label={t("ownerDetails.label.categoryId")} className="content-start">
          <NativeSelect {...described("categoryId", undefined, errors)} value={draft.categoryId ?? ""} onChange={(e) => set("categoryId")(e.target.value)}>
            <option value="">{t("ownerDetails.no_category")}</option>
            {categories?.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {categoryName(c)}
              </option>
            ))}
          </NativeSelect>
          <Notes name="categoryId" errors={errors} waiting={waiting("categoryId")} />
        </Field>
        {fieldsFor(kind).map((spec) =>
          spec.kind === "checkbox" ? (
            <div key={spec.name} className="grid gap-1 md:col-span-2">
              <label className="flex items-center gap-2 font-medium">
                <input
                  type="checkbox"
                  {...described(spec.name, spec.hint, errors)}
                  checked={draft[spec.name] === "true"}
                  onChange={(e) => set(spec.name)(String(e.target.checked))}
                  className="h-4 w-4"
                />
                {fieldText(t, "label", spec.name, spec.label)}
              </label>
              <Notes name={spec.name} hint={fieldText(t, "hint", spec.name, spec.hint)} errors={errors} />
            </div>
          ) : spec.kind === "languages" ? (
            <CheckboxGroup
              key={spec.name}
              id={inputId(spec.name)}
              legend={fieldText(t, "label", spec.name, spec.label) ?? spec.label}
              options={languageOptions}
              value={(draft[spec.name] ?? "").split("\n").filter(Boolean)}
              onChange={(codes) => set(spec.name)(codes.join("\n"))}
              hint={fieldText(t, "hint", spec.name, spec.hint)}
              error={errors[spec.name]}
              className="md:col-span-2"
            />
          ) : (
            <Field
              key={spec.name}
              id={inputId(spec.name)}
              label={fieldText(t, "label", spec.name, spec.label) ?? spec.label}
              className={spec.kind === "long" || spec.kind === "lines" ? "content-start md:col-span-2" : "content-start"}
            >
              <Control spec={spec} value={draft[spec.name] ?? ""} errors={errors} onChange={set(spec.name)} />
              <Notes name={spec.name} hint={fieldText(t, "hint", spec.name, spec.hint)} errors={errors} />
            </Field>
          ),
        )}
      </div>
      <SaveRow pending={save.isPending} save={t("ownerDetails.save")} saving={t("ownerDetails.saving")} message={message} />
    </form>
  );
}

/** The Details section of an owned listing (client/src/app/account/listing-page.tsx). */
export function DetailsSection({ kind, id }: { kind: string; id: number }) {
  const t = useT("ownerDetails");
  const query = useListingDetails(kind, id);
  return (
    <OwnerSection title={t("ownerDetails.title")}>
      <OwnerQueryStates query={query} loading={t("ownerDetails.loading")} error={t("ownerDetails.load_error")}>
        {(data) => <DetailsForm key={`${kind}-${id}`} kind={kind} id={id} details={data} />}
      </OwnerQueryStates>
    </OwnerSection>
  );
}
