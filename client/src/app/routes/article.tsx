import { Redirect, useParams } from "wouter";
import { PageShell } from "@/components/layout/page-shell";
import { ArticleScreen } from "@/features/magazine/components/article-screen";
import { lookupArticle } from "@/features/magazine/content/catalog";
import NotFoundPage from "./not-found";

/** /articles/{slug}: the article, an older slug replaced by the canonical one, or the not-found screen. */
export default function ArticlePage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const found = lookupArticle(slug);
  if (found.kind === "redirect") return <Redirect to={found.to} replace />;
  if (found.kind === "missing") return <NotFoundPage />;
  return (
    <PageShell>
      <ArticleScreen key={found.article.slug} article={found.article} />
    </PageShell>
  );
}
