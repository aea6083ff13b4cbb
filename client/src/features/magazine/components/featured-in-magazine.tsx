import { Link } from "wouter";
import type { MagazineFeature } from "@shared/magazine-links";
import { articlePath } from "@shared/magazine-catalog";
import { EditorialIcon } from "./in-this-story";

/**
 * "Featured in the magazine" on a listing page: the articles that feature it. Earned, not
 * bought: drawn apart from the Gold badge (no gold, its own section, a note that says so).
 */
export function FeaturedInMagazine({ features }: { features: readonly MagazineFeature[] | null | undefined }) {
  if (!features || features.length === 0) return null;
  return (
    <section aria-labelledby="featured-in-magazine-heading" className="mt-10 rounded-lg border border-slate-200 bg-slate-50 p-5">
      <h2 id="featured-in-magazine-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <EditorialIcon className="h-5 w-5 text-brand-700" /> Featured in the magazine
      </h2>
      <p className="mt-1 text-sm text-slate-600">Editorial coverage chosen by our editors. It is not advertising and cannot be bought.</p>
      <ul className="mt-4 space-y-3">
        {features.map((f) => (
          <li key={f.slug}>
            <Link href={articlePath(f.slug)} className="text-lg font-semibold text-brand-700 hover:underline">
              {f.title}
            </Link>
            <p className="text-sm text-slate-600">
              {f.issuePath ? (
                <Link href={f.issuePath} className="hover:underline">
                  {f.issue} issue
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
