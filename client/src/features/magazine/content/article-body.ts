import { queryOptions, useQuery } from "@tanstack/react-query";
import { articleLoaders } from "virtual:magazine-articles";

/** Loads one article's compiled body: its own chunk, fetched only when the article is opened. */
export async function loadArticleBody(slug: string) {
  const load = Object.hasOwn(articleLoaders, slug) ? articleLoaders[slug] : undefined;
  if (!load) throw new Error(`No article body for ${slug}`);
  return (await load()).default;
}

export const articleBodyQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ["magazine", "article-body", slug], queryFn: () => loadArticleBody(slug) });

export const useArticleBody = (slug: string) => useQuery(articleBodyQueryOptions(slug));
