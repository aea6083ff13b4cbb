import { useState, type FormEvent } from "react";
import { MAX_LABEL_LENGTH, MAX_SPECIAL_DATES, type OpeningHours, type Shift, type SpecialDate } from "@shared/hours";
import { Button } from "@/components/ui/button";
import { OwnerQueryStates, OwnerSection, SaveRow, type SaveMessage } from "@/components/layout/owner-section";
import { NativeSelect, TextInput } from "@/components/ui/field";
import { useT } from "@/i18n/use-t";
import { ApiError } from "@/lib/api-client";
import { useListingHours, useSaveListingHours } from "../api/listing-hours";
import { canAddShift, DEFAULT_SHIFT, draftErrors, emptyHours, fieldId, modeOf, shiftsFor, type DayMode } from "../lib/draft";

/** Monday first, as a week is read here; the data keeps Sunday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
/** A weekday (Sunday first, as the data) as the catalog's select names it. */
const DAY_CODES = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

const errorId = (path: string) => `${fieldId(path)}-error`;

function FieldError({ path, errors }: { path: string; errors: Record<string, string> }) {
  const message = errors[path];
  if (!message) return null;
  return (
    <p id={errorId(path)} className="text-sm text-red-700">
      {message}
    </p>
  );
}

const invalidProps = (path: string, errors: Record<string, string>) =>
  errors[path] ? { "aria-invalid": true as const, "aria-describedby": errorId(path) } : {};

function RemoveIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
    </svg>
  );
}

/** A day's (or a special date's) shifts: two time fields each, remove and add buttons. */
function ShiftsEditor({
  path,
  context,
  shifts,
  errors,
  onChange,
}: {
  path: string;
  context: string;
  shifts: Shift[];
  errors: Record<string, string>;
  onChange: (shifts: Shift[]) => void;
}) {
  const t = useT("ownerHours");
  const set = (i: number, patch: Partial<Shift>) => onChange(shifts.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  return (
    <div className="grid gap-2">
      {shifts.map((shift, i) => (
        <div key={i} className="grid gap-1">
          <div className="flex flex-wrap items-end gap-2">
            {(["open", "close"] as const).map((end) => {
              const p = `${path}.${i}.${end}`;
              return (
                <div key={end} className="grid gap-1">
                  <label htmlFor={fieldId(p)} className="text-sm font-medium text-slate-800">
                    <span className="sr-only">{t("ownerHours.shift", { context, n: i + 1 })} </span>
                    {end === "open" ? t("ownerHours.opens") : t("ownerHours.closes")}
                  </label>
                  <TextInput
                    id={fieldId(p)}
                    type="time"
                    required
                    className="w-36"
                    value={shift[end] === "24:00" ? "00:00" : shift[end]}
                    onChange={(e) => set(i, { [end]: e.target.value })}
                    {...invalidProps(p, errors)}
                  />
                </div>
              );
            })}
            <Button
              variant="outline"
              className="min-h-11"
              onClick={() => onChange(shifts.filter((_, k) => k !== i))}
              aria-label={t("ownerHours.remove_shift", { context, n: i + 1 })}
            >
              <RemoveIcon />
            </Button>
          </div>
          <FieldError path={`${path}.${i}.open`} errors={errors} />
          <FieldError path={`${path}.${i}.close`} errors={errors} />
        </div>
      ))}
      <FieldError path={path} errors={errors} />
      {canAddShift(shifts) && (
        <div>
          <Button variant="outline" onClick={() => onChange([...shifts, shifts.length ? { open: "18:00", close: "21:00" } : DEFAULT_SHIFT])}>
            {t("ownerHours.add_shift")}
            <span className="sr-only"> {t("ownerHours.on", { context })}</span>
          </Button>
        </div>
      )}
      <p className="text-xs text-slate-600">{t("ownerHours.past_midnight")}</p>
    </div>
  );
}

function DayEditor({ day, shifts, errors, onChange }: { day: number; shifts: Shift[]; errors: Record<string, string>; onChange: (shifts: Shift[]) => void }) {
  const t = useT("ownerHours");
  const name = t("ownerHours.day", { day: DAY_CODES[day] });
  const mode = modeOf(shifts);
  const path = `weekly.${day}`;
  return (
    <fieldset className="grid gap-2 border-b border-slate-200 pb-4">
      <legend className="text-base font-semibold text-slate-900">{name}</legend>
      <div className="flex flex-wrap gap-x-4" role="radiogroup" aria-label={t("ownerHours.day_hours", { day: name })}>
        {(
          [
            ["closed", t("ownerHours.closed")],
            ["24h", t("ownerHours.all_day")],
            ["hours", t("ownerHours.set_hours")],
          ] as [DayMode, string][]
        ).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input type="radio" name={`hours-mode-${day}`} value={value} checked={mode === value} onChange={() => onChange(shiftsFor(value, shifts))} />
            {label}
          </label>
        ))}
      </div>
      {mode === "hours" && <ShiftsEditor path={path} context={name} shifts={shifts} errors={errors} onChange={onChange} />}
      {mode !== "hours" && <FieldError path={path} errors={errors} />}
    </fieldset>
  );
}

function SpecialEditor({
  index,
  special,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  special: SpecialDate;
  errors: Record<string, string>;
  onChange: (s: SpecialDate) => void;
  onRemove: () => void;
}) {
  const t = useT("ownerHours");
  const path = `special.${index}`;
  const context = t("ownerHours.special_context", { n: index + 1 });
  return (
    <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t("ownerHours.special_legend", { n: index + 1 })}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor={fieldId(`${path}.date`)} className="text-sm font-medium text-slate-800">
            {t("ownerHours.date")}
          </label>
          <TextInput
            id={fieldId(`${path}.date`)}
            type="date"
            required
            className="w-44"
            value={special.date}
            onChange={(e) => onChange({ ...special, date: e.target.value })}
            {...invalidProps(`${path}.date`, errors)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={fieldId(`${path}.label`)} className="text-sm font-medium text-slate-800">
            {t("ownerHours.name")}
          </label>
          <TextInput
            id={fieldId(`${path}.label`)}
            maxLength={MAX_LABEL_LENGTH + 20}
            placeholder={t("ownerHours.name_example")}
            className="w-56"
            value={special.label ?? ""}
            onChange={(e) => onChange({ ...special, label: e.target.value })}
            {...invalidProps(`${path}.label`, errors)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={fieldId(`${path}.mode`)} className="text-sm font-medium text-slate-800">
            {t("ownerHours.that_day")}
          </label>
          <NativeSelect
            id={fieldId(`${path}.mode`)}
            className="w-44"
            value={modeOf(special.shifts)}
            onChange={(e) => onChange({ ...special, shifts: shiftsFor(e.target.value as DayMode, special.shifts) })}
          >
            <option value="closed">{t("ownerHours.closed")}</option>
            <option value="24h">{t("ownerHours.all_day")}</option>
            <option value="hours">{t("ownerHours.different_hours")}</option>
          </NativeSelect>
        </div>
        <Button variant="outline" className="min-h-11" onClick={onRemove}>
          {t("ownerHours.remove")}
          <span className="sr-only"> {context}</span>
        </Button>
      </div>
      <FieldError path={`${path}.date`} errors={errors} />
      <FieldError path={`${path}.label`} errors={errors} />
      {modeOf(special.shifts) === "hours" && (
        <ShiftsEditor
          path={`${path}.shifts`}
          context={context}
          shifts={special.shifts}
          errors={errors}
          onChange={(shifts) => onChange({ ...special, shifts })}
        />
      )}
    </fieldset>
  );
}

/** The form, started from the saved hours (a new one for another listing). */
function HoursForm({ kind, id, saved }: { kind: string; id: number; saved: OpeningHours | null }) {
  const t = useT("ownerHours");
  const [draft, setDraft] = useState<OpeningHours>(() => saved ?? emptyHours());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<SaveMessage>(null);
  const save = useSaveListingHours(kind, id);

  const setDay = (day: number, shifts: Shift[]) =>
    setDraft((d) => ({ ...d, weekly: d.weekly.map((s, k) => (k === day ? shifts : s)) as OpeningHours["weekly"] }));
  const setSpecial = (i: number, s: SpecialDate | null) =>
    setDraft((d) => ({ ...d, special: s ? d.special.map((x, k) => (k === i ? s : x)) : d.special.filter((_, k) => k !== i) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      setMessage({ ok: false, text: t("ownerHours.fix") });
      return;
    }
    setMessage(null);
    save.mutate(draft, {
      onSuccess: () => setMessage({ ok: true, text: t("ownerHours.saved") }),
      onError: (err) => setMessage({ ok: false, text: err instanceof ApiError && err.serverMessage ? err.serverMessage : t("ownerHours.save_error") }),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-600">{t("ownerHours.intro")}</p>
      {WEEK.map((day) => (
        <DayEditor key={day} day={day} shifts={draft.weekly[day]} errors={errors} onChange={(shifts) => setDay(day, shifts)} />
      ))}
      <div className="grid gap-3">
        <h4 className="text-base font-semibold text-slate-900">{t("ownerHours.special_dates")}</h4>
        {draft.special.map((s, i) => (
          <SpecialEditor key={i} index={i} special={s} errors={errors} onChange={(next) => setSpecial(i, next)} onRemove={() => setSpecial(i, null)} />
        ))}
        <FieldError path="special" errors={errors} />
        {draft.special.length < MAX_SPECIAL_DATES && (
          <div>
            <Button variant="outline" onClick={() => setDraft((d) => ({ ...d, special: [...d.special, { date: "", shifts: [] }] }))}>
              {t("ownerHours.add_special")}
            </Button>
          </div>
        )}
      </div>
      <SaveRow pending={save.isPending} save={t("ownerHours.save")} saving={t("ownerHours.saving")} message={message} />
    </form>
  );
}

/** The Hours section of an owned listing (client/src/app/account/listing-page.tsx). */
export function HoursSection({ kind, id }: { kind: string; id: number }) {
  const t = useT("ownerHours");
  const query = useListingHours(kind, id);
  return (
    <OwnerSection title={t("ownerHours.title")}>
      <OwnerQueryStates query={query} loading={t("ownerHours.loading")} error={t("ownerHours.load_error")}>
        {(data) => <HoursForm key={`${kind}-${id}`} kind={kind} id={id} saved={data.hours} />}
      </OwnerQueryStates>
    </OwnerSection>
  );
}
