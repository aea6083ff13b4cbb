/**
 * A few choices of one setting as radio buttons in a row under a legend (a fieldset, so a screen
 * reader names the group): the badge's language, the period of the badge's embeds.
 */
export function RadioChoices<V extends string | number>({
  name,
  legend,
  options,
  value,
  onChange,
}: {
  /** The radios' group name: unique on the page (useId). */
  name: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-sm text-gray-800 sm:min-h-9">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
