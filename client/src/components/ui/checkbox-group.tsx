import { cn } from "@/lib/cn";

export interface CheckboxOption {
  value: string;
  label: string;
}

/**
 * A group of checkboxes under a legend (a fieldset, so a screen reader names the group), with an
 * optional hint and error message describing it. The first box carries `id`, so a form can
 * focus the group by the field's id after a refused save.
 */
export function CheckboxGroup({
  id,
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  className,
}: {
  id: string;
  legend: string;
  options: readonly CheckboxOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const toggle = (option: string, on: boolean) => onChange(options.map((o) => o.value).filter((v) => (v === option ? on : value.includes(v))));
  return (
    <fieldset className={cn("grid gap-1.5", className)} aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
        {options.map((option, i) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800 sm:min-h-9">
            <input
              type="checkbox"
              id={i === 0 ? id : `${id}-${option.value}`}
              name={id}
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(e) => toggle(option.value, e.target.checked)}
              className="h-4 w-4 rounded border-slate-400 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
