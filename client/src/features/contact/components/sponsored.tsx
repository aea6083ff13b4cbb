import { cn } from "@/lib/cn";

export interface Sponsor {
  name: string;
  tagline: string;
  href: string;
}

/** Fictional sample advertisers; the links open outside sites, so they say so and carry rel="sponsored". */
export const bannerAds: Sponsor[] = [
  { name: "Alamo Sample Credit Union", tagline: "Business checking built for San Antonio's small firms.", href: "https://alamo-credit-union.example.com/" },
  { name: "Riverwalk Sample Realty", tagline: "Office and retail space from downtown to Stone Oak.", href: "https://riverwalk-realty.example.com/" },
];

export const sponsoredLinks: Sponsor[] = [
  { name: "Hill Country Sample Tailors", tagline: "Custom suits for the man on the move.", href: "https://hill-country-tailors.example.com/" },
  { name: "Mission Sample Executive Coaching", tagline: "Leadership coaching for new managers.", href: "https://mission-coaching.example.com/" },
  { name: "Pearl Sample Business Lunches", tagline: "Private dining for client meetings.", href: "https://pearl-lunches.example.com/" },
];

const external = { target: "_blank", rel: "sponsored noopener" } as const;

/** Two banner ads, each labelled AD, opening the advertiser's site in a new tab. */
export function SponsoredBanners({ className }: { className?: string }) {
  return (
    <section aria-label="Advertisements" className={cn("grid gap-4 md:grid-cols-2", className)}>
      {bannerAds.map((ad) => (
        <a
          key={ad.href}
          href={ad.href}
          {...external}
          className="group relative block overflow-hidden rounded-lg border border-slate-300 bg-gradient-to-r from-slate-50 to-gold-400/20 p-5 pr-14 hover:border-brand-700"
        >
          <span className="absolute right-3 top-3 rounded bg-slate-800 px-1.5 py-0.5 text-xs font-bold tracking-wide text-white">AD</span>
          <span className="block text-lg font-bold text-slate-900 group-hover:underline">{ad.name}</span>
          <span className="mt-1 block text-slate-700">{ad.tagline}</span>
          <span className="sr-only"> (advertisement, opens in a new tab)</span>
        </a>
      ))}
    </section>
  );
}

/** A short list of sponsored text links (Men On The Move). */
export function SponsoredLinks() {
  return (
    <section aria-labelledby="sponsored-links-title" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
      <h2 id="sponsored-links-title" className="text-sm font-bold uppercase tracking-wide text-slate-700">
        Sponsored Links
      </h2>
      <ul className="mt-3 space-y-3">
        {sponsoredLinks.map((s) => (
          <li key={s.href}>
            <a href={s.href} {...external} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {s.name}
              <span className="sr-only"> (sponsored, opens in a new tab)</span>
            </a>
            <p className="text-sm text-slate-700">{s.tagline}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
