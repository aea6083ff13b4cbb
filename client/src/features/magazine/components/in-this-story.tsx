import { Link } from "wouter";
import { listingPath, type ListingCard } from "@shared/magazine-links";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";
import type { UseQueryResult } from "@tanstack/react-query";

/** A small newspaper mark (SVG: headless Chromium has no emoji font). */
export function EditorialIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
      <path d="M3 4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1h1a1 1 0 0 1 1 1v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V4Zm12 3v8a.5.5 0 0 0 1 0V7h-1ZM5 5v10h8V5H5Zm1 1h6v2H6V6Zm0 3h6v1H6V9Zm0 2h6v1H6v-1Zm0 2h4v1H6v-1Z" />
    </svg>
  );
}

function Card({ card }: { card: ListingCard }) {
  const t = useT("magazine");
  const href = listingPath(card.type, card.id);
  return (
    <li className="rounded-lg border border-slate-300 bg-white p-4">
      <h3 className="text-lg font-semibold text-slate-900">
        <Link href={href} className="text-brand-700 hover:underline">
          {card.name}
        </Link>
      </h3>
      {card.title && <p className="text-sm text-slate-700">{card.title}</p>}
      {card.company && <p className="text-sm text-slate-600">{card.company}</p>}
      {card.phone && (
        <p className="mt-2 text-sm">
          <a href={`tel:${card.phone}`} className="font-medium text-slate-800 hover:underline">
            <span className="sr-only">{t("magazine.story.call", { name: card.name })}</span>
            {card.phone}
          </a>
        </p>
      )}
      <Link
        href={href}
        className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
        aria-label={t("magazine.story.view_label", { name: card.name })}
      >
        {t("magazine.story.view")}
      </Link>
    </li>
  );
}

/**
 * "In this story": the directory listings the article features, with their live data. An
 * editorial mention, never a paid one: no Gold badge, and a note that says so.
 */
export function InThisStory({ cards }: { cards: UseQueryResult<ListingCard[]> }) {
  const t = useT("magazine");
  // A story whose listings are all withdrawn shows nothing; so does a failed request (the story still reads).
  if (cards.isError || (cards.isSuccess && cards.data.length === 0)) return null;
  return (
    <section aria-labelledby="in-this-story-heading" className="clear-both my-8 rounded-lg border border-slate-200 bg-slate-50 p-5">
      <h2 id="in-this-story-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <EditorialIcon className="h-5 w-5 text-brand-700" /> {t("magazine.story.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("magazine.story.note")}</p>
      {cards.isPending ? (
        <Skeleton className="mt-4 h-28 w-full" />
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {cards.data!.map((card) => (
            <Card key={`${card.type}:${card.id}`} card={card} />
          ))}
        </ul>
      )}
    </section>
  );
}
