export interface NavLink {
  label: string;
  href: string;
}

/** The header's links, in order, on every page; Checkout is drawn as the highlighted button. */
export const headerLinks: NavLink[] = [
  { label: "Home", href: "/" },
  { label: "Professionals", href: "/" },
  { label: "Businesses", href: "/businesses" },
  { label: "Men on the Move", href: "/men-on-the-move" },
  { label: "Advertise", href: "/advertise" },
  { label: "Archive", href: "/archive" },
  { label: "News", href: "/#news" },
  { label: "Contact", href: "/contact" },
];

/** Home page category tiles and footer links; `slug` matches the categories table. */
export const featuredCategories = [
  { slug: "banking", label: "Banking" },
  { slug: "healthcare", label: "Health Care" },
  { slug: "legal", label: "Legal Services" },
  { slug: "business", label: "Business Services" },
] as const;

export const categoryHref = (slug: string) => `/?category=${slug}#professionals`;

export const SAMPLE_OFFICE = {
  phone: "210-555-0100",
  email: "info@example.com",
  address: "100 Sample Plaza, Suite 200, San Antonio, TX 78205",
};
