import { Link } from "wouter";
import type { ArticleSummary } from "@shared/content";
import { articlePath } from "@shared/magazine-catalog";
import { useT } from "@/i18n/use-t";
import { articleNeighbours } from "../content/catalog";
import { useArticleLang } from "./english-only";

function Neighbour({ article, rel, label }: { article: ArticleSummary | undefined; rel: "prev" | "next"; label: string }) {
  const lang = useArticleLang();
  if (!article) return <span />;
  return (
    <Link
      href={articlePath(article.slug)}
      rel={rel}
      className={`block rounded-lg border border-slate-200 p-4 hover:border-brand-700 ${rel === "next" ? "text-right" : ""}`}
    >
      <span className="block text-sm text-slate-600">{label}</span>
      <span lang={lang} className="mt-1 block font-semibold text-brand-700">
        {article.title}
      </span>
    </Link>
  );
}

/** The end of every article: the rest of its issue, then the previous and next articles. */
export function ArticleEnd({ article }: { article: ArticleSummary }) {
  const t = useT("magazine");
  const lang = useArticleLang();
  const { more, previous, next } = articleNeighbours(article.slug);
  return (
    <footer className="mt-12 border-t border-slate-200 pt-8">
      {more.length > 0 && (
        <section aria-labelledby="more-from-issue-heading">
          <h2 id="more-from-issue-heading" className="text-xl font-bold text-slate-900">
            {t("magazine.article.more")}
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
            {more.map((a) => (
              <li key={a.slug}>
                <Link href={articlePath(a.slug)} lang={lang} className="block px-4 py-3 font-medium text-brand-700 hover:bg-brand-50 hover:underline">
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {(previous || next) && (
        <nav aria-label={t("magazine.article.neighbours")} className="mt-8 grid gap-4 sm:grid-cols-2">
          <Neighbour article={previous} rel="prev" label={t("magazine.article.previous")} />
          <Neighbour article={next} rel="next" label={t("magazine.article.next")} />
        </nav>
      )}
    </footer>
  );
}
