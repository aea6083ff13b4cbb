import type { MessageKey } from "@/i18n/catalogs";
import { useT } from "@/i18n/use-t";

/** The SPEC's claims: their English stays word for word on English pages. */
const claims: { figure: string; label: MessageKey<"contact"> }[] = [
  { figure: "10K+", label: "contact.advertise.claim.visitors" },
  { figure: "75%", label: "contact.advertise.claim.local" },
  { figure: "95%", label: "contact.advertise.claim.mobile" },
];

export const businessTypes: MessageKey<"contact">[] = [
  "contact.advertise.type.banks",
  "contact.advertise.type.health",
  "contact.advertise.type.law",
  "contact.advertise.type.realestate",
  "contact.advertise.type.builders",
  "contact.advertise.type.consultants",
];

export function AdvertiseHero() {
  const t = useT("contact");
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold sm:text-5xl">{t("contact.advertise.title")}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">{t("contact.advertise.text")}</p>
        <dl className="mt-10 grid gap-4 sm:grid-cols-3">
          {claims.map((c) => (
            <div key={c.label} className="flex flex-col rounded-lg bg-white/10 p-5 text-center ring-1 ring-white/20">
              <dt className="text-sm font-medium uppercase tracking-wide text-brand-50">{t(c.label)}</dt>
              <dd className="order-first text-4xl font-extrabold text-gold-400">{c.figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

export function BusinessTypes() {
  const t = useT("contact");
  return (
    <section aria-labelledby="business-types-title" className="rounded-lg bg-brand-50 p-6 sm:p-8">
      <h2 id="business-types-title" className="text-2xl font-bold text-slate-900">
        {t("contact.advertise.types_title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("contact.advertise.types_text")}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {businessTypes.map((type) => (
          <li key={type} className="flex items-start gap-2 text-slate-800">
            <span aria-hidden="true" className="mt-0.5 font-bold text-brand-700">
              ✓
            </span>
            {t(type)}
          </li>
        ))}
      </ul>
    </section>
  );
}
