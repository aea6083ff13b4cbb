import { Link } from "wouter";

import { FallbackImage } from "@/components/ui/fallback-image";
import { Skeleton } from "@/components/ui/skeleton";
import { pageText } from "@shared/i18n/page-text";
import { useLocale, useT } from "@/i18n/use-t";
import { OnlyNote } from "@/i18n/page-text";
import { useBusinessProfessionals } from "../api/get-professionals";
import { personMonogram, professionalPhoto } from "../lib/photos";

/** 'Our Professionals': the professionals whose businessId is this business. */
export function BusinessProfessionals({ businessId }: { businessId: number }) {
  const t = useT("listing");
  const locale = useLocale();
  const team = useBusinessProfessionals(businessId);
  if (team.isSuccess && team.data.length === 0) return null;
  return (
    <section aria-labelledby="team-heading" className="mt-10">
      <h2 id="team-heading" className="text-2xl font-bold text-slate-900">
        {t("listing.team")}
      </h2>
      {team.isPending ? (
        <Skeleton className="mt-3 h-24 w-full" />
      ) : team.isError ? (
        <p className="mt-3 text-slate-600">{t("listing.team_failed")}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {team.data.map((p) => {
            const title = pageText(locale, p.title, p.titleEs);
            return (
              <li key={p.id} className="flex items-center gap-4 rounded-lg border border-slate-200 p-4">
                <FallbackImage
                  sources={[professionalPhoto(p), personMonogram(p.name)]}
                  alt={t("listing.photo_of", { name: p.name })}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="h-16 w-16 shrink-0 rounded-full object-cover"
                />
                <div>
                  <h3 className="font-semibold text-slate-900">{p.name}</h3>
                  <p className="text-sm text-slate-600">
                    <span lang={title.lang}>{title.text}</span>
                    <OnlyNote lang={title.lang} />
                  </p>
                  <Link
                    href={`/professional/${p.id}`}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                    aria-label={t("listing.view_profile_of", { name: p.name })}
                  >
                    {t("listing.view_profile")}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
