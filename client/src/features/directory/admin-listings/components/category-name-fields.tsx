import { Field, TextInput } from "@/components/ui/field";
import type { CategoryNames } from "../api/save-category";

/** A category's English and Spanish names side by side, each with the server's message under it. */
export function CategoryNameFields({
  id,
  label,
  values,
  errors,
  onChange,
}: {
  id: string;
  label: string;
  values: CategoryNames;
  errors: Record<string, string>;
  onChange: (values: CategoryNames) => void;
}) {
  const input = (name: keyof CategoryNames, fieldLabel: string, hint?: string) => {
    const fieldId = name === "name" ? id : `${id}-es`;
    const describedBy = [hint && `${fieldId}-hint`, errors[name] && `${fieldId}-error`].filter(Boolean).join(" ") || undefined;
    return (
      <Field id={fieldId} label={fieldLabel} className="min-w-0 flex-1 basis-48">
        <TextInput
          id={fieldId}
          value={values[name]}
          required={name === "name"}
          lang={name === "nameEs" ? "es" : undefined}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange({ ...values, [name]: e.target.value })}
        />
        {hint && (
          <p id={`${fieldId}-hint`} className="text-xs text-slate-600">
            {hint}
          </p>
        )}
        {errors[name] && (
          <p id={`${fieldId}-error`} className="text-sm text-red-700">
            {errors[name]}
          </p>
        )}
      </Field>
    );
  };
  return (
    <>
      {input("name", label)}
      {input("nameEs", "Name (Spanish)", "What Spanish searches find it by, like Abogados")}
    </>
  );
}
