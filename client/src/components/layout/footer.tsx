import { Link } from "wouter";
import type { MessageKey } from "@/i18n/catalogs";
import { useLocalizedHref } from "@/i18n/links";
import { useT } from "@/i18n/use-t";
import { categoryHref, featuredCategories, SAMPLE_OFFICE } from "./nav-links";

const quickLinks: { label: MessageKey<"layout">; href: string }[] = [
  { label: "layout.nav.professionals", href: "/" },
  { label: "layout.nav.businesses", href: "/businesses" },
  { label: "layout.nav.men_on_the_move", href: "/men-on-the-move" },
  { label: "layout.nav.magazine_archive", href: "/archive" },
  { label: "layout.nav.advertise", href: "/advertise" },
  { label: "layout.nav.contact", href: "/contact" },
];

export const sisterSites: { label: MessageKey<"layout">; href: string }[] = [
  { label: "layout.footer.sister_directory", href: "https://austin.example.com/" },
  { label: "layout.footer.sister_movers", href: "https://austin.example.com/men-on-the-move" },
];

const linkClass = "hover:text-white hover:underline";

/** The site footer; `sisterSites` adds the Men On The Move footer's sister-site links. */
export function Footer({ withSisterSites = false }: { withSisterSites?: boolean }) {
  const t = useT("layout");
  const localized = useLocalizedHref();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{t("layout.footer.quick_links")}</h2>
          <ul className="space-y-2 text-sm">
            {quickLinks.map((l) => (
              <li key={l.label}>
                <Link href={l.href} className={linkClass}>
                  {t(l.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{t("layout.footer.categories")}</h2>
          <ul className="space-y-2 text-sm">
            {featuredCategories.map((c) => (
              <li key={c.slug}>
                <a href={localized(categoryHref(c.slug))} className={linkClass}>
                  {t(c.label)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{t("layout.footer.contact")}</h2>
          <address className="space-y-2 text-sm not-italic">
            <p>{t("layout.footer.address", { address: SAMPLE_OFFICE.address })}</p>
            <p>
              <a href={`tel:${SAMPLE_OFFICE.phone}`} className={linkClass}>
                {SAMPLE_OFFICE.phone}
              </a>
            </p>
            <p>{t("layout.footer.sister")}</p>
          </address>
        </div>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">{t("layout.footer.memberships")}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <a href="https://chamber.example.org/" target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t("layout.footer.chamber")}
              </a>
            </li>
            <li>
              <a href="https://accredited.example.org/" target="_blank" rel="noopener noreferrer" className={linkClass}>
                {t("layout.footer.accredited")}
              </a>
            </li>
            {withSisterSites &&
              sisterSites.map((s) => (
                <li key={s.href}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    {t(s.label)}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-700 px-4 py-6 text-center text-sm text-slate-300">
        <p>{t("layout.footer.managed")}</p>
        <p>{t("layout.footer.copyright")}</p>
      </div>
    </footer>
  );
}
