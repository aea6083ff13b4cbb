import { buttonClass } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

/** The hero: 500 px high with the headline, tagline and two buttons to the sections below. */
export function Hero() {
  const t = useT("directory");
  return (
    <section className="relative flex h-[500px] items-center justify-center overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-20 [background-image:radial-gradient(circle_at_20%_30%,#facc15_0,transparent_35%),radial-gradient(circle_at_80%_70%,#38bdf8_0,transparent_30%)]"
      />
      <div className="relative mx-auto max-w-3xl px-4 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t("directory.hero.title")}</h1>
        <p className="mt-4 text-lg text-brand-50 sm:text-xl">{t("directory.hero.tagline")}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="#professionals" className={buttonClass("gold")}>
            {t("directory.hero.browse")}
          </a>
          <a href="#businesses" className={buttonClass("secondary")}>
            {t("directory.hero.businesses")}
          </a>
        </div>
      </div>
    </section>
  );
}
