import { annualSaving, planPrice } from "@shared/plans";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export const INQUIRY_FORM_ID = "advertising-inquiry";

interface Package {
  id: "free" | "gold-monthly" | "gold-annual";
  name: string;
  price: string;
  period: string;
  features: string[];
  badge?: string;
  note?: string;
  cta: string;
}

/** Gold is paid monthly or yearly per professional (prices from shared/plans.ts); Basic is free with no time limit. */
export const packages: Package[] = [
  {
    id: "free",
    name: "Basic Listing",
    price: "Free",
    period: "no time limit",
    features: ["Name, title and company", "Phone and address", "Listed in your category"],
    cta: "Get Listed Free",
  },
  {
    id: "gold-monthly",
    name: "Gold Listing",
    price: planPrice("gold-monthly"),
    period: "/month",
    features: ["Everything in Basic", "Gold badge and top placement", "Photo, bio and website link", "Featured in related searches"],
    note: "per individual professional",
    cta: "Choose Gold Monthly",
  },
  {
    id: "gold-annual",
    name: "Gold Listing, Annual",
    price: planPrice("gold-annual"),
    period: "/year",
    features: ["Everything in Gold", "Twelve months for the price of ten", "Priority for magazine features"],
    badge: "SAVE 20%",
    note: `Save ${annualSaving()} annually`,
    cta: "Choose Gold Annual",
  },
];

function scrollToInquiry() {
  document.getElementById(INQUIRY_FORM_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
}

export function AdvertisePackages() {
  return (
    <section aria-labelledby="packages-title">
      <h2 id="packages-title" className="text-center text-3xl font-bold text-slate-900">
        Listing Packages
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
              {p.badge && <span className="absolute -top-3 right-4 rounded-full bg-red-700 px-3 py-1 text-xs font-bold text-white">{p.badge}</span>}
              <h3 className="text-xl font-bold text-slate-900">{p.name}</h3>
              <p className="mt-4">
                <span className="text-4xl font-extrabold text-slate-900">{p.price}</span>
                <span className="ml-1 text-slate-600">{p.period}</span>
              </p>
              {p.note && <p className={cn("mt-1 text-sm font-semibold", p.badge ? "text-green-800" : "text-slate-600")}>{p.note}</p>}
              <ul className="mt-5 flex-1 space-y-2 text-slate-700">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-700">
                      ✓
                    </span>
                    {f}
                  </li>
                ))}
              </ul>
              {gold ? (
                <ButtonLink href={`/checkout?plan=${p.id}`} variant="gold" className="mt-6 w-full">
                  {p.cta}
                </ButtonLink>
              ) : (
                <button type="button" onClick={scrollToInquiry} className={buttonClass("outline", "mt-6 w-full")}>
                  {p.cta}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
