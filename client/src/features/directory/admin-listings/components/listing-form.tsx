import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Field, NativeSelect, TextArea, TextInput } from "@/components/ui/field";
import { LANGUAGE_CODES, LANGUAGE_NAMES } from "@shared/languages";
import { countOf } from "@shared/plural";
import { ApiError, fieldErrorsOf } from "@/lib/api-client";
import type { ListingPath } from "../api/admin-keys";
import { useAdminCategories } from "../api/get-admin-categories";
import { BusinessPicker } from "./business-picker";
import { DuplicatesNotice } from "./duplicates-notice";
import { listingFields, type FieldSpec, type FormValues } from "./listing-fields";

interface Props {
  kind: ListingPath;
  initial: FormValues;
  /** Create only: the likely duplicates are looked up and shown before saving. */
  creating: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (values: FormValues, confirmDuplicate: boolean) => void;
}

/** Every field of a listing; lists are one item per line. The server validates and its messages show under each field. */
export function ListingForm({ kind, initial, creating, pending, error, onSubmit }: Props) {
  const [values, setValues] = useState<FormValues>(initial);
  // What the duplicate check compares: updated when the editor leaves one of its fields.
  const [checked, setChecked] = useState({ phone: initial.phone ?? "", name: initial.name ?? "", address: initial.address ?? "" });
  const errors = fieldErrorsOf(error);
  const form = useRef<HTMLFormElement>(null);
  const banner = useRef<HTMLParagraphElement>(null);
  // After a failed save: focus the first field the server refused (in form order), else bring the message into view.
  useEffect(() => {
    if (!error) return;
    const first = listingFields[kind].find((f) => errors[f.name]);
    const target = first ? form.current?.querySelector<HTMLElement>(`#${kind}-${first.name}`) : banner.current;
    target?.focus();
    target?.scrollIntoView?.({ block: "center" });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failed save, not per keystroke
  }, [error]);
  const conflict = error instanceof ApiError && error.status === 409 && creating;
  const invalid = Object.keys(errors).length;
  const general = !error
    ? null
    : invalid > 0
      ? `Not saved: ${countOf(invalid, "field")} to correct, each marked below.`
      : error instanceof ApiError
        ? (error.serverMessage ?? error.message)
        : "Could not save. Try again.";
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (event: FormEvent, confirm = false) => {
    event.preventDefault();
    onSubmit(values, confirm);
  };
  const blur = (name: string) => {
    if (name === "phone" || name === "name" || name === "address") setChecked((c) => ({ ...c, [name]: values[name] ?? "" }));
  };
  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-5" aria-label={creating ? "New listing" : "Edit listing"}>
      {general && (
        <p ref={banner} tabIndex={-1} role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 outline-none">
          {general}
        </p>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        {listingFields[kind].map((field) => (
          <FormField key={field.name} kind={kind} field={field} value={values[field.name] ?? ""} error={errors[field.name]} onChange={set} onBlur={blur} />
        ))}
      </div>
      {creating && <DuplicatesNotice kind={kind} query={checked} />}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : creating ? "Create listing" : "Save changes"}
        </Button>
        {conflict && (
          <Button variant="outline" disabled={pending} onClick={(e) => submit(e, true)}>
            Save anyway
          </Button>
        )}
      </div>
    </form>
  );
}

function FormField({
  kind,
  field,
  value,
  error,
  onChange,
  onBlur,
}: {
  kind: ListingPath;
  field: FieldSpec;
  value: string;
  error: string | undefined;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
}) {
  const id = `${kind}-${field.name}`;
  const describedBy = [field.hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    required: field.required,
    // The Spanish twins (issue 29): spell-checked and read aloud as Spanish.
    lang: field.name.endsWith("Es") ? "es" : undefined,
    onBlur: () => onBlur(field.name),
  };
  const wide = field.kind === "long" || field.kind === "lines";
  if (field.kind === "languages")
    return (
      <CheckboxGroup
        id={id}
        legend={field.label}
        options={languageOptions}
        value={value.split("\n").filter(Boolean)}
        onChange={(codes) => onChange(field.name, codes.join("\n"))}
        hint={field.hint}
        error={error}
        className="md:col-span-2"
      />
    );
  return (
    <Field id={id} label={field.label} required={field.required} className={wide ? "md:col-span-2" : undefined}>
      {field.kind === "category" ? (
        <CategorySelect {...common} onChange={(e) => onChange(field.name, e.target.value)} />
      ) : field.kind === "business" ? (
        <BusinessPicker id={id} value={value} describedBy={describedBy} invalid={Boolean(error)} onChange={(next) => onChange(field.name, next)} />
      ) : wide ? (
        <TextArea {...common} rows={field.kind === "long" ? 6 : 3} onChange={(e) => onChange(field.name, e.target.value)} />
      ) : (
        <TextInput
          {...common}
          type={field.inputType ?? "text"}
          inputMode={field.kind === "number" ? "decimal" : undefined}
          onChange={(e) => onChange(field.name, e.target.value)}
        />
      )}
      {field.hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </Field>
  );
}

const languageOptions = LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

function CategorySelect(props: React.SelectHTMLAttributes<HTMLSelectElement>) {
  const categories = useAdminCategories();
  return (
    <NativeSelect {...props}>
      <option value="">No category</option>
      {categories.data?.map((c) => (
        <option key={c.id} value={String(c.id)}>
          {c.name}
        </option>
      ))}
    </NativeSelect>
  );
}
