import type { ArticleSummary, IssueSummary } from "@shared/content";
import { Link } from "wouter";
import { ButtonLink } from "@/components/ui/button";
import { articlePath } from "@shared/magazine-catalog";
import { useT } from "@/i18n/use-t";
import { issueArticles } from "../content/catalog";
import { useArticleLang } from "./english-only";
import { Byline, FeaturedBadge } from "./byline";
import { IssueHeader } from "./issue-header";

function ReadArticle({ article, button }: { article: ArticleSummary; button?: boolean }) {
  const t = useT("magazine");
  const lang = useArticleLang();
  const label = (
    <>
      {t("magazine.issue.read")}
      <span className="sr-only" lang={lang}>
        {t("magazine.issue.read_title", { title: article.title })}
      </span>
    </>
  );
  if (button)
    return (
      <ButtonLink href={articlePath(article.slug)} className="mt-4">
        {label}
      </ButtonLink>
    );
  return (
    <Link href={articlePath(article.slug)} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
      {label} →
    </Link>
  );
}

/** The fixed issue pages (/2013/06, /2013/04, /2013/02): a Featured Story card and the other five articles. */
export function FixedIssueScreen({ issue }: { issue: IssueSummary }) {
  const t = useT("magazine");
  const lang = useArticleLang();
  const list = issueArticles(issue);
  const featured = list.find((a) => a.featured) ?? list[0];
  const others = list.filter((a) => a !== featured);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Link href="/archive" className="font-semibold text-brand-700 hover:underline">
        {t("magazine.issue.back")}
      </Link>
      <div className="mt-6">
        <IssueHeader issue={issue} />
      </div>

      {featured && (
        <section aria-labelledby="featured-story" className="mt-10">
          <h2 id="featured-story" className="text-2xl font-bold text-slate-900">
            {t("magazine.issue.featured_story")}
          </h2>
          {/* No picture: the story has no photo, and the issue's cover is just above (issue 18: no clip-art). */}
          <article className="mt-4 overflow-hidden rounded-xl border border-gold-500 bg-white shadow-md">
            <div className="p-6">
              <FeaturedBadge />
              <h3 lang={lang} className="mt-2 text-2xl font-bold text-slate-900">
                {featured.title}
              </h3>
              {featured.subtitle && (
                <p lang={lang} className="mt-1 text-lg text-slate-700">
                  {featured.subtitle}
                </p>
              )}
              <Byline author={featured.author} photography={featured.photography} className="mt-2" />
              <p lang={lang} data-testid="excerpt" className="mt-3 line-clamp-4 text-slate-700">
                {featured.excerpt}
              </p>
              <ReadArticle article={featured} button />
            </div>
          </article>
        </section>
      )}

      <section aria-labelledby="more-stories" className="mt-10">
        <h2 id="more-stories" className="text-2xl font-bold text-slate-900">
          {t("magazine.issue.more")}
        </h2>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {others.map((article) => (
            <li key={article.slug} className="flex">
              <article className="flex w-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                <h3 lang={lang} className="text-lg font-bold text-slate-900">
                  {article.title}
                </h3>
                <Byline author={article.author} photography={article.photography} className="mt-2" />
                <p lang={lang} data-testid="excerpt" className="mt-3 line-clamp-3 flex-1 text-slate-700">
                  {article.excerpt}
                </p>
                <ReadArticle article={article} />
              </article>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 text-center">
        <ButtonLink href="/archive" variant="outline">
          {t("magazine.issue.complete_archive")}
        </ButtonLink>
      </div>
    </div>
  );
}
