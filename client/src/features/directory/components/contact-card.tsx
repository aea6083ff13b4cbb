import type { ReactNode } from "react";
import { hasHours, hoursState, type OpeningHours } from "@shared/hours";
import { statTarget } from "@shared/listing-stats-events";
import { ButtonAnchor } from "@/components/ui/button";
import { Link } from "wouter";
import { useLocale, useT } from "@/i18n/use-t";
import { cn } from "@/lib/cn";
import { statusLine } from "../lib/hours-text";
import { useListingNow } from "../hooks/use-listing-now";
import { mapsSearchUrl } from "./location-card";
import { formatAddress } from "../lib/format-address";

/** 'Visit Website' opens a placeholder link; no real website is used. */
export const PLACEHOLDER_WEBSITE = "https://www.example.com/";

const icons = {
  phone:
    "M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1L6.6 10.8Z",
  pin: "M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z",
  mail: "M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v.5l8 5 8-5V6H4Zm16 2.85-8 5-8-5V18h16V8.85Z",
};
const Icon = ({ d }: { d: string }) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="h-5 w-5 shrink-0">
    <path d={d} />
  </svg>
);

// On a phone the three actions are a bar fixed to the bottom (the body keeps room for it, index.css);
// from 1024 px they sit in the card, which stays in view beside the page while it scrolls.
const actionVariants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  outline: "border border-brand-700 bg-white text-brand-800 hover:bg-brand-50",
};
const action = (variant: keyof typeof actionVariants) =>
  cn(
    "inline-flex h-14 flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-md px-1 text-xs font-semibold transition-colors",
    "lg:h-auto lg:min-h-11 lg:flex-row lg:gap-2 lg:px-5 lg:py-2.5 lg:text-sm",
    actionVariants[variant],
  );

export interface ContactCardProps {
  name: string;
  phone: string | null;
  address: string | null;
  /** /contact with the listing pre-filled; null when the listing has no email. */
  contactHref: string | null;
  /** The website shown as text (the link itself is the SPEC's placeholder). */
  website?: string | null;
  hours: OpeningHours | null;
  /** In place of the plain address: the map, or the card that stands in for it. */
  location?: ReactNode;
}

/** A detail page's contact card: Call Now, Get directions, Contact, Visit Website, the address, today's hours, the map. */
export function ContactCard({ name, phone, address, contactHref, website, hours, location }: ContactCardProps) {
  const t = useT("listing");
  const locale = useLocale();
  const now = useListingNow();
  const today = hasHours(hours) ? hoursState(hours, now) : null;
  return (
    <aside aria-label={t("listing.contact_label", { name })} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div
        className="fixed inset-x-0 bottom-0 z-30 grid auto-cols-fr grid-flow-col gap-2 border-t border-slate-200 bg-white/95 p-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] lg:static lg:grid-flow-row lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
        data-testid="contact-actions"
        data-action-bar=""
      >
        {phone && (
          <a href={`tel:${phone}`} className={action("primary")} {...statTarget("phone")}>
            <Icon d={icons.phone} />
            {t("listing.call")}
          </a>
        )}
        {address && (
          <a href={mapsSearchUrl(address)} target="_blank" rel="noopener noreferrer" className={action("outline")} {...statTarget("map")}>
            <Icon d={icons.pin} />
            {t("listing.directions")}
          </a>
        )}
        {contactHref && (
          <span className="contents" {...statTarget("contact")}>
            <Link href={contactHref} className={action("outline")}>
              <Icon d={icons.mail} />
              {t("listing.contact")}
            </Link>
          </span>
        )}
      </div>
      <ButtonAnchor href={PLACEHOLDER_WEBSITE} target="_blank" rel="noopener noreferrer" variant="outline" {...statTarget("website")}>
        {t("listing.website_button")}
      </ButtonAnchor>
      <dl className="grid gap-2 text-slate-700">
        {phone && (
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("listing.phone")}</dt>
            <dd>{phone}</dd>
          </div>
        )}
        {website && (
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("listing.website")}</dt>
            <dd className="[overflow-wrap:anywhere]">
              <a href={PLACEHOLDER_WEBSITE} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline" {...statTarget("website")}>
                {website.replace(/^https?:\/\//, "")}
              </a>
            </dd>
          </div>
        )}
        {today && (
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("listing.today")}</dt>
            <dd className={cn("font-semibold", today.open ? "text-green-800" : "text-slate-800")} data-testid="today-hours">
              {statusLine(t, locale, today)}
            </dd>
          </div>
        )}
        {address && !location && (
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t("listing.address")}</dt>
            <dd>
              <address className="not-italic">{formatAddress(address)}</address>
            </dd>
          </div>
        )}
      </dl>
      {location}
    </aside>
  );
}
