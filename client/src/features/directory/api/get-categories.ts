import { queryOptions, useQuery } from "@tanstack/react-query";
import * as queryKeys from "@shared/query-keys";
import type { Category } from "@shared/schema";

/** GET /api/categories, read by the default query function (a GET of the key's URL). */
export const categoriesQueryOptions = () => queryOptions<Category[]>({ queryKey: queryKeys.categories() });

export const useCategories = () => useQuery(categoriesQueryOptions());
