import type { Locale } from "@shared/i18n/locale";
import type { Freshness } from "@shared/schema";
import { formatDate } from "@/i18n/format";
import { i18n } from "@/i18n/i18n";
import { useLocale, useT, type Translate } from "@/i18n/use-t";

/** "2026-11-23" → "November 23, 2026" / "23 de noviembre de 2026", the same on the server and in every visitor's time zone. */
export function freshnessDate(on: string, locale: Locale = "en"): string {
  return formatDate(locale, new Date(`${on}T12:00:00Z`), { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
}

const pageTranslate: Translate<"listing"> = (key, values) => i18n._(key, values);

/** "Updated by the owner on November 23, 2026" in the page's language (the "listing" catalog). */
export function freshnessText({ by, on }: Freshness, t: Translate<"listing"> = pageTranslate, locale: Locale = "en"): string {
  const date = freshnessDate(on, locale);
  return by === "owner" ? t("listing.fresh.owner", { date }) : t("listing.fresh.staff", { date });
}

/** How fresh a listing is (issue 16 item 7): the newer of the owner's last change and staff's last check. */
export function ListingFreshness({ freshness }: { freshness: Freshness }) {
  const t = useT("listing");
  const locale = useLocale();
  return (
    <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-current text-emerald-700">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4.03 6.28-4.75 5.5a.75.75 0 0 1-1.1.04l-2.25-2.25a.75.75 0 1 1 1.06-1.06l1.68 1.68 4.22-4.89a.75.75 0 1 1 1.14.98Z" />
      </svg>
      <span>{freshnessText(freshness, t, locale)}</span>
    </p>
  );
}
