import type { MessageKey } from "@/i18n/catalogs";

export interface NavLink {
  /** Its text in the layout catalog. */
  label: MessageKey<"layout">;
  /** An English address; a Spanish page adds its prefix (wouter's base, or localizePath for a plain link). */
  href: string;
}

/** The header's links, in order, on every page; Checkout is drawn as the highlighted button. */
export const headerLinks: NavLink[] = [
  { label: "layout.nav.home", href: "/" },
  { label: "layout.nav.professionals", href: "/" },
  { label: "layout.nav.businesses", href: "/businesses" },
  { label: "layout.nav.men_on_the_move", href: "/men-on-the-move" },
  { label: "layout.nav.advertise", href: "/advertise" },
  { label: "layout.nav.archive", href: "/archive" },
  { label: "layout.nav.news", href: "/#news" },
  { label: "layout.nav.contact", href: "/contact" },
];

/** Home page category tiles and footer links; `slug` matches the categories table. */
export const featuredCategories = [
  { slug: "banking", label: "layout.category.banking" },
  { slug: "healthcare", label: "layout.category.healthcare" },
  { slug: "legal", label: "layout.category.legal" },
  { slug: "business", label: "layout.category.business" },
] as const satisfies readonly { slug: string; label: MessageKey<"layout"> }[];

export const categoryHref = (slug: string) => `/?category=${slug}#professionals`;

export const SAMPLE_OFFICE = {
  phone: "210-555-0100",
  email: "info@example.com",
  address: "100 Sample Plaza, Suite 200, San Antonio, TX 78205",
};
