import { useLocalizedHref } from "@/i18n/links";
import { useT } from "@/i18n/use-t";

/** What the error boundary shows (provider.tsx): its texts load with the "app" catalog (a plain link: the router may be what failed). */
export default function SomethingWentWrong() {
  const t = useT("app");
  const localized = useLocalizedHref();
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("app.error.title")}</h1>
      <p className="mt-2 text-slate-600">{t("app.error.text")}</p>
      <a href={localized("/")} className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white">
        {t("app.return_home")}
      </a>
    </div>
  );
}
