import { queryOptions, useQuery } from "@tanstack/react-query";
import * as queryKeys from "@shared/query-keys";
import type { Category } from "@shared/schema";
import { getJson } from "@/lib/api-client";

export const getCategories = () => getJson<Category[]>("/api/categories");

export const categoriesQueryOptions = () => queryOptions({ queryKey: queryKeys.categories(), queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
