import { Redirect, useParams } from "wouter";
import { lookupDerivedArticle } from "@/features/magazine/content/catalog";
import NotFoundPage from "./not-found";

/** /article/{slug derived from the title}, an old address form, leads to the canonical /articles/{slug}. */
export default function ArticleRedirectPage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const found = lookupDerivedArticle(slug);
  return found.kind === "redirect" ? <Redirect to={found.to} replace /> : <NotFoundPage />;
}
