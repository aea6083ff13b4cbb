import type { MessageKey } from "@/i18n/catalogs";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/cn";

export interface Sponsor {
  /** The advertiser's name (a name: never translated). */
  name: string;
  tagline: MessageKey<"contact">;
  href: string;
}

/** Fictional sample advertisers; the links open outside sites, so they say so and carry rel="sponsored". */
export const bannerAds: Sponsor[] = [
  { name: "Alamo Sample Credit Union", tagline: "contact.ads.alamo", href: "https://alamo-credit-union.example.com/" },
  { name: "Riverwalk Sample Realty", tagline: "contact.ads.riverwalk", href: "https://riverwalk-realty.example.com/" },
];

export const sponsoredLinks: Sponsor[] = [
  { name: "Hill Country Sample Tailors", tagline: "contact.ads.tailors", href: "https://hill-country-tailors.example.com/" },
  { name: "Mission Sample Executive Coaching", tagline: "contact.ads.coaching", href: "https://mission-coaching.example.com/" },
  { name: "Pearl Sample Business Lunches", tagline: "contact.ads.lunches", href: "https://pearl-lunches.example.com/" },
];

const external = { target: "_blank", rel: "sponsored noopener" } as const;

/** Two banner ads, each labelled AD, opening the advertiser's site in a new tab. */
export function SponsoredBanners({ className }: { className?: string }) {
  const t = useT("contact");
  return (
    <section aria-label={t("contact.ads.label")} className={cn("grid gap-4 md:grid-cols-2", className)}>
      {bannerAds.map((ad) => (
        <a
          key={ad.href}
          href={ad.href}
          {...external}
          className="group relative block overflow-hidden rounded-lg border border-slate-300 bg-gradient-to-r from-slate-50 to-gold-400/20 p-5 pr-24 hover:border-brand-700"
        >
          <span className="absolute right-3 top-3 rounded bg-slate-800 px-1.5 py-0.5 text-xs font-bold tracking-wide text-white">{t("contact.ads.badge")}</span>
          <span className="block text-lg font-bold text-slate-900 group-hover:underline">{ad.name}</span>
          <span className="mt-1 block text-slate-700">{t(ad.tagline)}</span>
          <span className="sr-only">{t("contact.ads.new_tab")}</span>
        </a>
      ))}
    </section>
  );
}

/** A short list of sponsored text links (Men On The Move). */
export function SponsoredLinks() {
  const t = useT("contact");
  return (
    <section aria-labelledby="sponsored-links-title" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
      <h2 id="sponsored-links-title" className="text-sm font-bold uppercase tracking-wide text-slate-700">
        {t("contact.ads.sponsored_title")}
      </h2>
      <ul className="mt-3 space-y-3">
        {sponsoredLinks.map((s) => (
          <li key={s.href}>
            <a href={s.href} {...external} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {s.name}
              <span className="sr-only">{t("contact.ads.sponsored_new_tab")}</span>
            </a>
            <p className="text-sm text-slate-700">{t(s.tagline)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
