import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminCategory } from "@shared/admin/listings";
import { getJson } from "@/lib/api-client";
import { ADMIN_CATEGORIES_KEY } from "./admin-keys";

/** Every category with how many professionals and businesses use it. */
export const getAdminCategories = () => getJson<AdminCategory[]>(ADMIN_CATEGORIES_KEY[0]!);

export const adminCategoriesQueryOptions = () => queryOptions({ queryKey: ADMIN_CATEGORIES_KEY, queryFn: getAdminCategories });

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
