import { useState } from "react";
import type { AdminCategory } from "@shared/admin/listings";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError, fieldErrorsOf } from "@/lib/api-client";
import { useAdminCategories } from "../api/get-admin-categories";
import { useCreateCategory, useDeleteCategory, useRenameCategory, type CategoryNames } from "../api/save-category";
import { CategoryNameFields } from "./category-name-fields";
import { countOf } from "@shared/plural";

const failure = (err: unknown) => (err instanceof ApiError && err.serverMessage) || "Something went wrong. Try again.";

/** /admin/categories: create, rename (the slug stays, so links keep working) and delete a category no listing uses. */
export default function CategoriesScreen() {
  const categories = useAdminCategories();
  const create = useCreateCategory();
  const [names, setNames] = useState<CategoryNames>({ name: "", nameEs: "" });
  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-bold text-slate-900">Categories</h1>
      <p className="text-sm text-slate-600">
        Renaming a category keeps its address (its slug), so links to it keep working. A category can be deleted once no listing uses it.
      </p>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(names, {
            onSuccess: () => {
              setNames({ name: "", nameEs: "" });
              toast({ title: "Category created" });
            },
            onError: (err) => toast({ title: "Could not create the category", description: failure(err), variant: "destructive" }),
          });
        }}
      >
        <CategoryNameFields id="new-category" label="New category" values={names} errors={fieldErrorsOf(create.error)} onChange={setNames} />
        <Button type="submit" disabled={create.isPending}>
          Add category
        </Button>
      </form>
      {categories.isPending ? (
        <p aria-busy="true">Loading categories...</p>
      ) : categories.isError ? (
        <p role="alert">Could not load the categories.</p>
      ) : categories.data.length === 0 ? (
        <p className="text-sm text-slate-600">No categories yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {categories.data.map((c) => (
            <CategoryRow key={`${c.id}-${c.name}-${c.nameEs ?? ""}`} category={c} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CategoryRow({ category }: { category: AdminCategory }) {
  const saved = { name: category.name, nameEs: category.nameEs ?? "" };
  const [names, setNames] = useState<CategoryNames>(saved);
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const used = category.professionals + category.businesses;
  const id = `category-${category.id}`;
  return (
    <li className="grid gap-2 px-4 py-3 md:grid-cols-[1fr_auto] md:items-end">
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          rename.mutate(
            { id: category.id, ...names },
            {
              onSuccess: () => toast({ title: "Category saved" }),
              onError: (err) => toast({ title: "Could not save", description: failure(err), variant: "destructive" }),
            },
          );
        }}
      >
        <CategoryNameFields id={id} label={`Name (slug: ${category.slug})`} values={names} errors={fieldErrorsOf(rename.error)} onChange={setNames} />
        <Button type="submit" variant="outline" disabled={rename.isPending || (names.name.trim() === saved.name && names.nameEs.trim() === saved.nameEs)}>
          Save
        </Button>
      </form>
      <div className="flex items-center gap-3">
        <span className="text-sm text-slate-600">
          {countOf(category.professionals, "professional")}, {countOf(category.businesses, "business", "businesses")}
        </span>
        <Button
          variant="outline"
          disabled={used > 0 || remove.isPending}
          title={used > 0 ? "Move its listings to another category first" : undefined}
          onClick={() =>
            remove.mutate(category.id, {
              onSuccess: () => toast({ title: "Category deleted" }),
              onError: (err) => toast({ title: "Could not delete", description: failure(err), variant: "destructive" }),
            })
          }
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
