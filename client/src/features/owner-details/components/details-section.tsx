import * as queryKeys from "@shared/query-keys";
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { OwnerListingDetails } from "@shared/account/details";
import type { Category } from "@shared/schema";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Field, NativeSelect, TextArea, TextInput } from "@/components/ui/field";
import { LANGUAGE_CODES, LANGUAGE_NAMES } from "@shared/languages";
import { toast } from "@/components/ui/use-toast";
import { ApiError, fieldErrorsOf } from "@/lib/api-client";
import { useListingDetails, useSaveListingDetails } from "../api/listing-details";
import { fieldsFor, toDraft, toPatch, type Draft, type FieldSpec } from "../lib/form";

const inputId = (name: string) => `owner-details-${name}`;
const errorId = (name: string) => `${inputId(name)}-error`;
const hintId = (name: string) => `${inputId(name)}-hint`;

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
          <span>Waiting for approval: {waiting}</span>
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

const languageOptions = LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

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
  const saved = toDraft(kind, details);
  const [draft, setDraft] = useState<Draft>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveListingDetails(kind, id);
  const { data: categories } = useQuery<Category[]>({ queryKey: queryKeys.categories() });
  const set = (name: string) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const waiting = (field: "name" | "categoryId") => {
    const change = details.pending.find((p) => p.field === field);
    if (!change) return undefined;
    if (field === "name") return String(change.value);
    return change.value === null ? "no category" : (categories?.find((c) => c.id === change.value)?.name ?? `category ${String(change.value)}`);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const patch = toPatch(kind, saved, draft);
    if (!Object.keys(patch).length) {
      setErrors({});
      setMessage({ ok: true, text: "Nothing to save: the details are as shown on your public page." });
      return;
    }
    setMessage(null);
    save.mutate(patch, {
      onSuccess: (next) => {
        setErrors({});
        setDraft(toDraft(kind, next));
        const sentForApproval = "name" in patch || "categoryId" in patch;
        const text = sentForApproval
          ? "Saved. Your public page shows the changes now; a new name or category waits for our staff's approval."
          : "Saved. Your public page shows the changes now.";
        setMessage({ ok: true, text });
        toast({ title: "Details saved", description: text });
      },
      onError: (err) => {
        const serverMessage = err instanceof ApiError ? err.serverMessage : undefined;
        const found = fieldErrorsOf(err);
        setErrors(found);
        const text = Object.keys(found).length
          ? "Some details need fixing: see the marked fields."
          : (serverMessage ?? "The details could not be saved. Please try again.");
        setMessage({ ok: false, text });
        toast({ title: "Not saved", description: text, variant: "destructive" });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-600">Changes go live on your public page at once. A new name or category is checked by our staff first.</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={inputId("name")} label="Name" className="content-start">
          <TextInput
            {...described("name", undefined, errors)}
            type="text"
            autoComplete="organization"
            value={draft.name ?? ""}
            onChange={(e) => set("name")(e.target.value)}
          />
          <Notes name="name" errors={errors} waiting={waiting("name")} />
        </Field>
        <Field id={inputId("categoryId")} label="Category" className="content-start">
          <NativeSelect {...described("categoryId", undefined, errors)} value={draft.categoryId ?? ""} onChange={(e) => set("categoryId")(e.target.value)}>
            <option value="">No category</option>
            {categories?.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
          <Notes name="categoryId" errors={errors} waiting={waiting("categoryId")} />
        </Field>
        {fieldsFor(kind).map((spec) =>
          spec.kind === "languages" ? (
            <CheckboxGroup
              key={spec.name}
              id={inputId(spec.name)}
              legend={spec.label}
              options={languageOptions}
              value={(draft[spec.name] ?? "").split("\n").filter(Boolean)}
              onChange={(codes) => set(spec.name)(codes.join("\n"))}
              hint={spec.hint}
              error={errors[spec.name]}
              className="md:col-span-2"
            />
          ) : (
            <Field
              key={spec.name}
              id={inputId(spec.name)}
              label={spec.label}
              className={spec.kind === "long" || spec.kind === "lines" ? "content-start md:col-span-2" : "content-start"}
            >
              <Control spec={spec} value={draft[spec.name] ?? ""} errors={errors} onChange={set(spec.name)} />
              <Notes name={spec.name} hint={spec.hint} errors={errors} />
            </Field>
          ),
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save details"}
        </Button>
      </div>
      <p role={message && !message.ok ? "alert" : "status"} className={message?.ok ? "text-sm text-green-800" : "text-sm text-red-700"}>
        {message?.text}
      </p>
    </form>
  );
}

/** The Details section of an owned listing (client/src/app/account/listing-page.tsx). */
export function DetailsSection({ kind, id }: { kind: string; id: number }) {
  const { data, isPending, isError } = useListingDetails(kind, id);
  return (
    <section aria-labelledby="owner-details-heading" className="grid gap-3">
      <h3 id="owner-details-heading" className="text-lg font-semibold">
        Details
      </h3>
      {isPending ? (
        <p className="text-gray-600">Loading…</p>
      ) : isError ? (
        <p role="alert" className="text-red-700">
          Your listing's details could not be loaded. Please reload the page.
        </p>
      ) : (
        <DetailsForm key={`${kind}-${id}`} kind={kind} id={id} details={data} />
      )}
    </section>
  );
}
