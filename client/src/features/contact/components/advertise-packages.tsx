import { annualSaving, planPrice } from "@shared/plans";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import type { MessageKey } from "@/i18n/catalogs";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/cn";

export const INQUIRY_FORM_ID = "advertising-inquiry";

type Key = MessageKey<"contact">;

/** A package's texts are catalog keys; `price` is a key for Free, else the plan's printed price. */
interface Package {
  id: "free" | "gold-monthly" | "gold-annual";
  name: Key;
  price: Key | { amount: string };
  period: Key;
  features: Key[];
  badge?: Key;
  note?: Key;
  cta: Key;
}

/** Gold is paid monthly or yearly per professional (prices from shared/plans.ts); Basic is free with no time limit. */
export const packages: Package[] = [
  {
    id: "free",
    name: "contact.packages.free.name",
    price: "contact.packages.free.price",
    period: "contact.packages.free.period",
    features: ["contact.packages.free.f1", "contact.packages.free.f2", "contact.packages.free.f3"],
    cta: "contact.packages.free.cta",
  },
  {
    id: "gold-monthly",
    name: "contact.packages.monthly.name",
    price: { amount: planPrice("gold-monthly") },
    period: "contact.packages.monthly.period",
    features: ["contact.packages.monthly.f1", "contact.packages.monthly.f2", "contact.packages.monthly.f3", "contact.packages.monthly.f4"],
    note: "contact.packages.monthly.note",
    cta: "contact.packages.monthly.cta",
  },
  {
    id: "gold-annual",
    name: "contact.packages.annual.name",
    price: { amount: planPrice("gold-annual") },
    period: "contact.packages.annual.period",
    features: ["contact.packages.annual.f1", "contact.packages.annual.f2", "contact.packages.annual.f3"],
    // 'SAVE 20%' keeps its exact English on English pages (SPEC).
    badge: "contact.packages.annual.badge",
    note: "contact.packages.annual.note",
    cta: "contact.packages.annual.cta",
  },
];

/** Scrolls smoothly unless the visitor's system asks for less motion (index.css sets the behaviour). */
function scrollToInquiry() {
  document.getElementById(INQUIRY_FORM_ID)?.scrollIntoView({ block: "start" });
}

export function AdvertisePackages() {
  const t = useT("contact");
  return (
    <section aria-labelledby="packages-title">
      <h2 id="packages-title" className="text-center text-3xl font-bold text-slate-900">
        {t("contact.packages.title")}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {packages.map((p) => {
          const gold = p.id !== "free";
          return (
            <li
              key={p.id}
              className={cn(
                "relative flex flex-col rounded-xl border bg-white p-6 shadow-sm",
                gold ? "border-gold-500 ring-2 ring-gold-400" : "border-slate-200",
              )}
            >
              {p.badge && <span className="absolute -top-3 right-4 rounded-full bg-red-700 px-3 py-1 text-xs font-bold text-white">{t(p.badge)}</span>}
              <h3 className="text-xl font-bold text-slate-900">{t(p.name)}</h3>
              <p className="mt-4">
                <span className="text-4xl font-extrabold text-slate-900">{typeof p.price === "string" ? t(p.price) : p.price.amount}</span>
                <span className="ml-1 text-slate-600">{t(p.period)}</span>
              </p>
              {p.note && (
                <p className={cn("mt-1 text-sm font-semibold", p.badge ? "text-green-800" : "text-slate-600")}>{t(p.note, { amount: annualSaving() })}</p>
              )}
              <ul className="mt-5 flex-1 space-y-2 text-slate-700">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-700">
                      ✓
                    </span>
                    {t(f)}
                  </li>
                ))}
              </ul>
              {gold ? (
                <ButtonLink href={`/checkout?plan=${p.id}`} variant="gold" className="mt-6 w-full">
                  {t(p.cta)}
                </ButtonLink>
              ) : (
                <button type="button" onClick={scrollToInquiry} className={buttonClass("outline", "mt-6 w-full")}>
                  {t(p.cta)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
