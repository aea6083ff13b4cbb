import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { LOCALES, localizePath, type Locale } from "@shared/i18n/locale";
import { Button } from "@/components/ui/button";
import { useLocale, useT } from "@/i18n/use-t";
import { useAccountLocale, useSetAccountLocale } from "../api";

/**
 * The owner's language, picked once (issue 29): their mails follow it. Saving does not move the
 * page (its language comes from its address): a link opens the account in the language picked.
 */
export function LanguagePicker() {
  const t = useT("ownerLanguage");
  const uid = useId();
  const pageLocale = useLocale();
  const [path] = useLocation();
  const current = useAccountLocale();
  const save = useSetAccountLocale();
  const [picked, setPicked] = useState<Locale | null>(null);
  const value = picked ?? current.data?.locale ?? pageLocale;

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!save.isPending) save.mutate({ locale: value });
  }

  return (
    <section aria-labelledby={`${uid}-title`} className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <h2 id={`${uid}-title`} className="text-lg font-semibold">
        {t("ownerLanguage.title")}
      </h2>
      <p className="text-sm text-gray-700">{t("ownerLanguage.intro")}</p>
      {current.isPending ? (
        <p className="text-sm text-gray-600">{t("ownerLanguage.loading")}</p>
      ) : current.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {t("ownerLanguage.loadError")}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-wrap items-center gap-4">
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">{t("ownerLanguage.title")}</legend>
            {LOCALES.map((locale) => (
              <label key={locale} lang={locale} className="flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" name={`${uid}-locale`} value={locale} checked={value === locale} onChange={() => setPicked(locale)} />
                {t(`ownerLanguage.${locale}`)}
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t("ownerLanguage.saving") : t("ownerLanguage.save")}
          </Button>
        </form>
      )}
      <p role="status" className="text-sm text-gray-700">
        {save.isSuccess && t("ownerLanguage.saved", { locale: save.data.locale })}{" "}
        {save.isSuccess && save.data.locale !== pageLocale && (
          <a
            href={localizePath(`/account${path === "/" ? "" : path}`, save.data.locale)}
            lang={save.data.locale}
            className="font-medium text-blue-800 underline"
          >
            {t("ownerLanguage.open", { locale: save.data.locale })}
          </a>
        )}
      </p>
      {save.isError && (
        <p role="alert" className="text-sm text-red-800">
          {t("ownerLanguage.saveError")}
        </p>
      )}
    </section>
  );
}
