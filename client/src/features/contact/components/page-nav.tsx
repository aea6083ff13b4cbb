import { Link } from "wouter";
import { useLocalizedHref } from "@/i18n/links";

export interface PageNavLink {
  label: string;
  href: string;
}

/** The "where next" links at the foot of the Advertise and Men On The Move pages. */
export function PageNav({ links, label }: { links: PageNavLink[]; label: string }) {
  const localized = useLocalizedHref();
  return (
    <nav aria-label={label} className="border-t border-slate-200 pt-8">
      <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:gap-6">
        {links.map((l) => (
          <li key={l.href}>
            {/* In-page anchors on another page need a full link so the browser scrolls to them. */}
            {l.href.includes("#") ? (
              <a href={localized(l.href)} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {l.label}
              </a>
            ) : (
              <Link href={l.href} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
                {l.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
