import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Business } from "@shared/schema";
import { useT } from "@/i18n/use-t";
import { OnlyNote, SpeaksSpanish, usePageText } from "@/i18n/page-text";

import { addressLines } from "../lib/format-address";
import { CardRating } from "./card-rating";
import { CardResponse } from "./card-response";
import { ListingPicture } from "./listing-picture";
import { businessMonogram } from "../lib/photos";

/** `headingLevel` keeps the outline unbroken: h2 under a page h1, h3 under a section h2. */
/** `children`: more lines under the address (/businesses's "2.3 mi away", kept out of the home bundle). */
export function BusinessCard({ business: b, headingLevel = 3, children }: { business: Business; headingLevel?: 2 | 3; children?: ReactNode }) {
  const t = useT("directory");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const category = usePageText(b.category, b.categoryEs);
  const description = usePageText(b.description, b.descriptionEs);
  const [street, cityLine] = b.address ? addressLines(b.address) : ["", ""];
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-center gap-3">
        <ListingPicture
          image={b.image}
          fallbackSources={[b.logoUrl, businessMonogram(b.name)]}
          fallbackAlt={t("directory.logo_of", { name: b.name })}
          width={64}
          height={48}
          sizes="64px"
          loading="lazy"
          className="h-12 w-16 shrink-0 rounded object-cover"
        />
        <div className="min-w-0">
          {category.text && (
            <p lang={category.lang} className="text-xs uppercase tracking-wide text-brand-700">
              {category.text}
            </p>
          )}
          <Heading className="text-lg font-semibold leading-snug text-slate-900">{b.name}</Heading>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2">
        <CardRating average={b.reviewAverage} count={b.reviewCount} />
        <SpeaksSpanish languages={b.languages} />
        <CardResponse figures={b.responseFigures} />
        {description.text && (
          <p className="text-sm text-slate-700">
            <span lang={description.lang} className="line-clamp-4">
              {description.text}
            </span>
            <OnlyNote lang={description.lang} className="text-xs text-slate-600" />
          </p>
        )}
        {b.address && (
          <address className="text-sm not-italic text-slate-600">
            <span className="block">{street}</span>
            {cityLine && <span className="block">{cityLine}</span>}
          </address>
        )}
        {children}
        {b.phone && (
          <a href={`tel:${b.phone}`} className="text-sm text-brand-700 hover:underline">
            {b.phone}
          </a>
        )}
        <Link
          href={`/business/${b.id}`}
          className="mt-auto pt-2 text-sm font-semibold text-brand-700 hover:underline"
          aria-label={t("directory.view_details_of", { name: b.name })}
        >
          {t("directory.view_details")}
        </Link>
      </div>
    </article>
  );
}
