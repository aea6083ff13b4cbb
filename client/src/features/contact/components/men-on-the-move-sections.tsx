import { Link } from "wouter";
import { monogramDataUri } from "@shared/monogram";
import type { Locale } from "@shared/i18n/locale";
import type { MessageKey } from "@/i18n/catalogs";
import { formatDate } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import { archive2013, featuredMen, type FeaturedAnchor, type ProfileLookup } from "../lib/men-on-the-move";

type Key = MessageKey<"contact">;

/** The featured people's roles and blurbs (fictional sample text) in the page's language: the home page keeps the English in lib/. */
const profiles: Record<FeaturedAnchor, { role: Key; blurb: Key }> = {
  "dr-alan-serrano": { role: "contact.motm.role.dr-alan-serrano", blurb: "contact.motm.blurb.dr-alan-serrano" },
  "raul-benavides-jr": { role: "contact.motm.role.raul-benavides-jr", blurb: "contact.motm.blurb.raul-benavides-jr" },
  "curtis-bell": { role: "contact.motm.role.curtis-bell", blurb: "contact.motm.blurb.curtis-bell" },
  "kenji-morales": { role: "contact.motm.role.kenji-morales", blurb: "contact.motm.blurb.kenji-morales" },
};
const archiveRoles: Record<string, Key> = {
  "Tomas Ruelas": "contact.motm.role.Tomas Ruelas",
  "Erik Brandt": "contact.motm.role.Erik Brandt",
  "Marcus Delgado": "contact.motm.role.Marcus Delgado",
  "Samuel Ortiz": "contact.motm.role.Samuel Ortiz",
};

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "June 2013" as printed on an English page; "junio de 2013" through Intl on a Spanish one. */
function when(locale: Locale, text: string): string {
  const [month = "", year = ""] = text.split(" ");
  const index = MONTHS.indexOf(month);
  if (locale === "en" || index < 0) return text;
  return formatDate(locale, new Date(Date.UTC(Number(year), index, 15)), { month: "long", year: "numeric", timeZone: "UTC" });
}

const initials = (name: string) =>
  name
    .replace(/^Dr\.\s+/, "")
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join("");

export function MenOnTheMoveHero() {
  const t = useT("contact");
  return (
    <header className="bg-slate-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-gold-400">{t("contact.motm.kicker")}</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-5xl">{t("contact.motm.title")}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{t("contact.motm.intro")}</p>
      </div>
    </header>
  );
}

const noProfiles: ProfileLookup = () => undefined;

/** "View profile →" to a person's directory listing, when the directory has one. */
function ProfileLink({ href, name, className }: { href: string | undefined; name: string; className?: string }) {
  const t = useT("contact");
  if (!href) return null;
  return (
    <Link
      href={href}
      className={`text-sm font-semibold text-brand-700 hover:underline ${className ?? ""}`}
      aria-label={t("contact.motm.view_profile_label", { name })}
    >
      {t("contact.motm.view_profile")}
    </Link>
  );
}

export function FeaturedMen({ profileOf = noProfiles }: { profileOf?: ProfileLookup }) {
  const t = useT("contact");
  const locale = useLocale();
  return (
    <section aria-labelledby="featured-title">
      <h2 id="featured-title" className="text-3xl font-bold text-slate-900">
        {t("contact.motm.featured")}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {featuredMen.map((m) => (
          <li key={m.name} id={m.anchor} className="flex scroll-mt-24 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {/* No portraits exist: the person's monogram (decorative, the name is printed below) instead of a shared silhouette. */}
            <img src={monogramDataUri(m.name, "person")} alt="" width={400} height={300} className="aspect-[4/3] w-full object-cover" />
            <div className="flex flex-1 flex-col p-5">
              <p className="text-sm font-semibold uppercase tracking-wide text-gold-600">{when(locale, m.when)}</p>
              <h3 className="mt-1 text-lg font-bold text-slate-900">{m.name}</h3>
              <p className="text-sm font-medium text-brand-800">{t(profiles[m.anchor].role)}</p>
              <p className="mt-3 text-slate-700">{t(profiles[m.anchor].blurb)}</p>
              <ProfileLink href={profileOf(m.name)} name={m.name} className="mt-3" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Archive2013Strip({ profileOf = noProfiles }: { profileOf?: ProfileLookup }) {
  const t = useT("contact");
  const locale = useLocale();
  return (
    <section aria-labelledby="archive-2013-title" className="rounded-xl bg-brand-50 p-6 sm:p-8">
      <h2 id="archive-2013-title" className="text-2xl font-bold text-slate-900">
        {t("contact.motm.archive")}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {archive2013.map((p) => (
          <li key={p.name} className="flex items-center gap-4 rounded-lg bg-white p-4 shadow-sm">
            <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-800 font-bold text-white">
              {initials(p.name)}
            </span>
            <div>
              <p className="font-bold text-slate-900">{p.name}</p>
              <p className="text-sm text-slate-700">{archiveRoles[p.name] ? t(archiveRoles[p.name]!) : p.role}</p>
              <p className="text-sm font-medium text-gold-600">{when(locale, p.when)}</p>
              <ProfileLink href={profileOf(p.name)} name={p.name} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
