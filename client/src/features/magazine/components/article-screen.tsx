import type { ArticleSummary } from "@shared/content";
import type { Locale } from "@shared/i18n/locale";
import { ButtonLink } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/i18n/format";
import { useLocale, useT } from "@/i18n/use-t";
import { useSeo } from "@/lib/seo";
import { articleSeo } from "@shared/seo";
import { useArticleBody } from "../content/article-body";
import { issueCover } from "../content/catalog";
import { deriveArticleMeta, newsArticleLd } from "@shared/article-meta";
import { formatPublishDate } from "@shared/publish-date";
import { useListingCards } from "../api/get-listing-cards";
import { ArticleBodyView } from "./article-body";
import { ArticleEnd } from "./article-end";
import { InThisStory } from "./in-this-story";
import { articleIssueLabel } from "../lib/issue-label";
import { Byline, SampleNote } from "./byline";
import { EnglishNote, useArticleLang } from "./english-only";

/** "June 15, 2013" on an English page (as printed), "15 de junio de 2013" on a Spanish one (Intl, no time zone shift). */
const publishDate = (locale: Locale, iso: string) =>
  locale === "en" ? formatPublishDate(iso) : formatDate(locale, new Date(`${iso}T12:00:00Z`), { dateStyle: "long", timeZone: "UTC" });

/** A screen high: what follows the article (the footer) starts below the fold, so the body's arrival does not shift it in view. */
function BodySkeleton() {
  const t = useT("magazine");
  return (
    <div aria-busy="true" aria-label={t("magazine.article.loading")} className="min-h-screen space-y-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-5 w-full" />
      ))}
    </div>
  );
}

/** The article layout, shared by every article of the archive. */
export function ArticleScreen({ article }: { article: ArticleSummary }) {
  const t = useT("magazine");
  const locale = useLocale();
  const lang = useArticleLang();
  const body = useArticleBody(article.slug);
  const meta = deriveArticleMeta(
    { ...article, description: article.excerpt, imageSrc: body.data?.featuredImage?.src, coverSrc: issueCover(article) },
    window.location.origin,
  );
  const cards = useListingCards(article.features);
  useSeo(articleSeo, meta, newsArticleLd(meta, cards.data ?? []));

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <ButtonLink href={article.backLink ?? "/archive"} variant="outline">
        {t("magazine.issue.back")}
      </ButtonLink>
      <header className="mt-6 border-b border-slate-200 pb-6">
        <EnglishNote className="mb-2 inline-block rounded bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-700" />
        <h1 lang={lang} className="text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
          {article.title}
        </h1>
        {article.subtitle && (
          <p lang={lang} className="mt-2 text-xl text-slate-700">
            {article.subtitle}
          </p>
        )}
        <Byline author={article.author} photography={article.photography} className="mt-4 text-base" />
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span>{t("magazine.article.issue", { issue: articleIssueLabel(locale, article) })}</span>
          <span>
            {t("magazine.article.published")} <time dateTime={meta.publishDate}>{publishDate(locale, meta.publishDate)}</time>
          </span>
        </p>
      </header>
      <div className="my-6">
        <SampleNote />
      </div>
      {body.isPending ? (
        <BodySkeleton />
      ) : body.isError ? (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-800">
          {t("magazine.article.error")}
        </p>
      ) : (
        <ArticleBodyView body={body.data} lang={lang} />
      )}
      {/* Below the body only once it is there: drawn under the skeleton, they would jump down when it fills in (layout shift). */}
      {body.isSuccess && article.features.length > 0 && <InThisStory cards={cards} />}
      {body.isSuccess && <ArticleEnd article={article} />}
    </article>
  );
}
