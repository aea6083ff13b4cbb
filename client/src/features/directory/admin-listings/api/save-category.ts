import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminCategory } from "@shared/admin/listings";
import { deleteJson, patchJson, postJson } from "@/lib/api-client";
import { ADMIN_CATEGORIES_KEY } from "./admin-keys";

/** A category's names: English, and Spanish (issue 29; blank: none). */
export interface CategoryNames {
  name: string;
  nameEs: string;
}
export const createCategory = ({ name, nameEs }: CategoryNames) => postJson<AdminCategory>(ADMIN_CATEGORIES_KEY[0]!, { name, nameEs });
/** The slug stays as it is, so links such as /?category=banking keep working. */
export const renameCategory = (id: number, { name, nameEs }: CategoryNames) => patchJson<AdminCategory>(`${ADMIN_CATEGORIES_KEY[0]}/${id}`, { name, nameEs });
/** Refused (409) while any listing uses the category. */
export const deleteCategory = (id: number) => deleteJson(`${ADMIN_CATEGORIES_KEY[0]}/${id}`);

const useCategoryMutation = <T>(mutationFn: (arg: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATEGORIES_KEY }) });
};

export const useCreateCategory = () => useCategoryMutation(createCategory);
export const useRenameCategory = () => useCategoryMutation(({ id, ...names }: CategoryNames & { id: number }) => renameCategory(id, names));
export const useDeleteCategory = () => useCategoryMutation(deleteCategory);
