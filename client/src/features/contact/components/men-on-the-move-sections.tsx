import { Link } from "wouter";
import { monogramDataUri } from "@shared/monogram";
import { archive2013, featuredMen, type FeaturedAnchor, type ProfileLookup } from "../lib/men-on-the-move";

/** The featured people's blurbs (fictional sample text), only on this page. */
const profiles: Record<FeaturedAnchor, { blurb: string }> = {
  "dr-alan-serrano": {
    blurb: "After fourteen years as a general surgeon, Serrano now leads the surgical department and plans to shorten the wait between diagnosis and surgery.",
  },
  "raul-benavides-jr": {
    blurb: "The second-generation dealer modernized service scheduling in his first month and launched a program for first-time buyers.",
  },
  "curtis-bell": {
    blurb: "A corporate banker for fifteen years, Bell now trains young adults in the construction trades and aims to double paid apprenticeships.",
  },
  "kenji-morales": {
    blurb: "At twenty-nine, Morales closed on his first mixed-use project near the Pearl, with shops below and twelve apartments above.",
  },
};

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s+/, "")
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join("");

export function MenOnTheMoveHero() {
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-gold-400">San Antonio Business Directory Magazine</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-5xl">Men On The Move</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">
          Promotions, new ventures and fresh starts: the San Antonio professionals stepping up this season.
        </p>
      </div>
    </header>
  );
}

const noProfiles: ProfileLookup = () => undefined;

/** "View profile →" to a person's directory listing, when the directory has one. */
function ProfileLink({ href, name, className }: { href: string | undefined; name: string; className?: string }) {
  if (!href) return null;
  return (
    <Link
      href={href}
      className={`text-sm font-semibold text-brand-700 hover:underline ${className ?? ""}`}
      aria-label={`View the directory profile of ${name}`}
    >
      View profile →
    </Link>
  );
}

export function FeaturedMen({ profileOf = noProfiles }: { profileOf?: ProfileLookup }) {
  return (
    <section aria-labelledby="featured-title">
      <h2 id="featured-title" className="text-3xl font-bold text-slate-900">
        Featured This Issue
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {featuredMen.map((m) => (
          <li key={m.name} id={m.anchor} className="flex scroll-mt-24 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {/* No portraits exist: the person's monogram (decorative, the name is printed below) instead of a shared silhouette. */}
            <img src={monogramDataUri(m.name, "person")} alt="" width={400} height={300} className="aspect-[4/3] w-full object-cover" />
            <div className="flex flex-1 flex-col p-5">
              <p className="text-sm font-semibold uppercase tracking-wide text-gold-600">{m.when}</p>
              <h3 className="mt-1 text-lg font-bold text-slate-900">{m.name}</h3>
              <p className="text-sm font-medium text-brand-800">{m.role}</p>
              <p className="mt-3 text-slate-700">{profiles[m.anchor].blurb}</p>
              <ProfileLink href={profileOf(m.name)} name={m.name} className="mt-3" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Archive2013Strip({ profileOf = noProfiles }: { profileOf?: ProfileLookup }) {
  return (
    <section aria-labelledby="archive-2013-title" className="rounded-xl bg-brand-50 p-6 sm:p-8">
      <h2 id="archive-2013-title" className="text-2xl font-bold text-slate-900">
        2013 Archive
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {archive2013.map((p) => (
          <li key={p.name} className="flex items-center gap-4 rounded-lg bg-white p-4 shadow-sm">
            <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white">
              {initials(p.name)}
            </span>
            <div>
              <p className="font-bold text-slate-900">{p.name}</p>
              <p className="text-sm text-slate-700">{p.role}</p>
              <p className="text-sm font-medium text-gold-600">{p.when}</p>
              <ProfileLink href={profileOf(p.name)} name={p.name} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
