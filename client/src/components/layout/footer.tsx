import { Link } from "wouter";
import { categoryHref, featuredCategories, SAMPLE_OFFICE } from "./nav-links";

const quickLinks = [
  { label: "Professionals", href: "/" },
  { label: "Businesses", href: "/businesses" },
  { label: "Men on the Move", href: "/men-on-the-move" },
  { label: "Magazine Archive", href: "/archive" },
  { label: "Advertise", href: "/advertise" },
  { label: "Contact", href: "/contact" },
];

export const sisterSites = [
  { label: "Austin Business Directory (sample sister site)", href: "https://austin.example.com/" },
  { label: "Men on the Move Austin (sample sister site)", href: "https://austin.example.com/men-on-the-move" },
];

/** The site footer; `sisterSites` adds the Men On The Move footer's sister-site links. */
export function Footer({ withSisterSites = false }: { withSisterSites?: boolean }) {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">Quick Links</h2>
          <ul className="space-y-2 text-sm">
            {quickLinks.map((l) => (
              <li key={l.label}>
                <Link href={l.href} className="hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">Categories</h2>
          <ul className="space-y-2 text-sm">
            {featuredCategories.map((c) => (
              <li key={c.slug}>
                <a href={categoryHref(c.slug)} className="hover:text-white hover:underline">
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">Contact</h2>
          <address className="space-y-2 text-sm not-italic">
            <p>{SAMPLE_OFFICE.address} (sample address)</p>
            <p>
              <a href={`tel:${SAMPLE_OFFICE.phone}`} className="hover:text-white hover:underline">
                {SAMPLE_OFFICE.phone}
              </a>
            </p>
            <p>Also serving New Braunfels and the Austin area through our sister site.</p>
          </address>
        </div>
        <div>
          <h2 className="mb-3 text-base font-semibold text-white">Memberships</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <a href="https://chamber.example.org/" target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                Member, Sample Chamber of Commerce
              </a>
            </li>
            <li>
              <a href="https://accredited.example.org/" target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                Accredited Business (sample badge)
              </a>
            </li>
            {withSisterSites &&
              sisterSites.map((s) => (
                <li key={s.href}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" className="hover:text-white hover:underline">
                    {s.label}
                  </a>
                </li>
              ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-700 px-4 py-6 text-center text-sm text-slate-300">
        <p>Site Managed by Sample Web Studio</p>
        <p>© 2025 San Antonio Business Directory. Listings and articles on this site are sample content.</p>
      </div>
    </footer>
  );
}
