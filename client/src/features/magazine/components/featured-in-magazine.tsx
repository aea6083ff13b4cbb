import { Suspense } from "react";
import { Link } from "wouter";
import type { MagazineFeature } from "@shared/magazine-links";
import { articlePath } from "@shared/magazine-catalog";
import { useLocale, useT } from "@/i18n/use-t";
import { articleIssueLabel } from "../lib/issue-label";
import { EditorialIcon } from "./in-this-story";
import { useArticleLang } from "./english-only";

/**
 * "Featured in the magazine" on a listing page: the articles that feature it. Earned, not
 * bought: drawn apart from the Gold badge (no gold, its own section, a note that says so).
 */
export function FeaturedInMagazine({ features }: { features: readonly MagazineFeature[] | null | undefined }) {
  if (!features || features.length === 0) return null;
  // A boundary of its own: while the magazine catalog loads (issue 29) it waits alone, not the listing page.
  return (
    <Suspense fallback={null}>
      <FeaturedSection features={features} />
    </Suspense>
  );
}

function FeaturedSection({ features }: { features: readonly MagazineFeature[] }) {
  const t = useT("magazine");
  const locale = useLocale();
  const lang = useArticleLang();
  return (
    <section aria-labelledby="featured-in-magazine-heading" className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-5">
      <h2 id="featured-in-magazine-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <EditorialIcon className="h-5 w-5 text-brand-700" /> {t("magazine.featured_in.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("magazine.featured_in.note")}</p>
      <ul className="mt-4 space-y-3">
        {features.map((f) => (
          <li key={f.slug}>
            <Link href={articlePath(f.slug)} lang={lang} className="text-lg font-semibold text-brand-700 hover:underline">
              {f.title}
            </Link>
            <p className="text-sm text-slate-600">
              {f.issuePath ? (
                <Link href={f.issuePath} className="hover:underline">
                  {t("magazine.issue_link", { issue: articleIssueLabel(locale, { issue: f.issue, issueId: f.issuePath.slice(1).replace("/", "-") }) })}
                </Link>
              ) : (
                f.issue
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
