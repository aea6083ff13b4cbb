import type { ReactNode } from "react";
import { formatDistance } from "@shared/geo";
import { Link } from "wouter";
import type { Professional } from "@shared/schema";
import { useT } from "@/i18n/use-t";
import { CardRating } from "./card-rating";
import { CardResponse } from "./card-response";
import { OnlyNote, SpeaksSpanish, usePageText } from "@/i18n/page-text";

import { personMonogram, professionalPhoto } from "../lib/photos";
import { GoldBadge } from "./gold-badge";
import { ListingPicture } from "./listing-picture";

/** `children`: a line under the profile link ("Request quotes from up to 3"'s checkbox, kept out of the home bundle). */
export function ProfessionalCard({ professional: p, children }: { professional: Professional; children?: ReactNode }) {
  const t = useT("directory");
  const title = usePageText(p.title, p.titleEs);
  const category = usePageText(p.category, p.categoryEs);
  return (
    <article className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md">
      <ListingPicture
        image={p.image}
        fallbackSources={[professionalPhoto(p), personMonogram(p.name)]}
        fallbackAlt={t("directory.photo_of", { name: p.name })}
        width={96}
        height={96}
        sizes="96px"
        loading="lazy"
        className="h-24 w-24 shrink-0 rounded-full object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        {p.goldUntil && (
          <div>
            <GoldBadge label={t("directory.gold")} />
          </div>
        )}
        <h3 className="text-lg font-semibold text-slate-900">{p.name}</h3>
        <p className="text-sm text-slate-700">
          <span lang={title.lang}>{title.text}</span>
          <OnlyNote lang={title.lang} />
        </p>
        {p.company && <p className="text-sm text-slate-600">{p.company}</p>}
        {category.text && (
          <p lang={category.lang} className="text-xs uppercase tracking-wide text-brand-700">
            {category.text}
          </p>
        )}
        <CardRating average={p.reviewAverage} count={p.reviewCount} />
        <SpeaksSpanish languages={p.languages} />
        <CardResponse figures={p.responseFigures} />
        {p.distance != null && <p className="text-sm font-medium text-slate-700">{t("directory.away", { distance: formatDistance(p.distance) })}</p>}
        <Link
          href={`/professional/${p.id}`}
          className="mt-auto pt-2 text-sm font-semibold text-brand-700 hover:underline"
          aria-label={t("directory.view_profile_of", { name: p.name })}
        >
          {t("directory.view_profile")}
        </Link>
        {children}
      </div>
    </article>
  );
}
