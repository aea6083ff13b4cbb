import { useMemo } from "react";
import { useSearch } from "wouter";
import { feedCategory, type FeedCategory } from "@shared/feed-category";
import { parseFilters } from "@shared/filters";
import { useCategories } from "../api/get-categories";

/**
 * The one category the address filters a directory page to, whose feeds its head links (issue 32),
 * as the server's head chose it (server/features/seo/directory-pages.ts); null otherwise.
 */
export function useFeedCategory(): FeedCategory | null {
  const search = useSearch();
  const categories = useCategories();
  return useMemo(() => feedCategory(categories.data, parseFilters(search).categories), [categories.data, search]);
}
