import type { Freshness } from "@shared/schema";

/** "2026-11-23" → "November 23, 2026", the same on the server and in every visitor's time zone. */
export function freshnessDate(on: string): string {
  return new Date(`${on}T12:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", month: "long", day: "numeric", year: "numeric" });
}

export function freshnessText({ by, on }: Freshness): string {
  return by === "owner" ? `Updated by the owner on ${freshnessDate(on)}` : `Checked by our staff on ${freshnessDate(on)}`;
}

/** How fresh a listing is (issue 16 item 7): the newer of the owner's last change and staff's last check. */
export function ListingFreshness({ freshness }: { freshness: Freshness }) {
  return (
    <p className="mt-6 flex items-center gap-2 text-sm text-slate-600">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0 fill-current text-emerald-700">
        <path d="M10 1.5a8.5 8.5 0 1 0 0 17 8.5 8.5 0 0 0 0-17Zm4.03 6.28-4.75 5.5a.75.75 0 0 1-1.1.04l-2.25-2.25a.75.75 0 1 1 1.06-1.06l1.68 1.68 4.22-4.89a.75.75 0 1 1 1.14.98Z" />
      </svg>
      <span>{freshnessText(freshness)}</span>
    </p>
  );
}
