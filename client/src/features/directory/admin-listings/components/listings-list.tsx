import { useState } from "react";
import { Link } from "wouter";
import { listingStatuses, type ListingStatus } from "@shared/admin/listings";
import { ButtonLink, Button } from "@/components/ui/button";
import { Field, NativeSelect, TextInput } from "@/components/ui/field";
import type { ListingFilters, ListingPath } from "../api/admin-keys";
import { useAdminCategories } from "../api/get-admin-categories";
import { useAdminListings } from "../api/get-admin-listings";
import { KindTabs } from "./kind-tabs";
import { StatusBadge } from "./status-badge";

const statusLabels: Record<ListingStatus, string> = { all: "All", published: "Published", unpublished: "Unpublished" };

/** A kind's listings, published and withdrawn, by name: search, category and status filters, "Load more". */
export function ListingsList({ kind }: { kind: ListingPath }) {
  const [draft, setDraft] = useState("");
  const [filters, setFilters] = useState<ListingFilters>({ search: "", categoryId: "", status: "all" });
  const categories = useAdminCategories();
  const list = useAdminListings(kind, filters);
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Listings</h1>
        <ButtonLink href={`/${kind}/new`}>New {kind === "professionals" ? "professional" : "business"}</ButtonLink>
      </div>
      <KindTabs kind={kind} />
      <form
        role="search"
        className="grid gap-3 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters((f) => ({ ...f, search: draft }));
        }}
      >
        <Field id="listing-search" label="Search name, phone or email">
          <TextInput id="listing-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </Field>
        <Field id="listing-category" label="Category">
          <NativeSelect id="listing-category" value={filters.categoryId} onChange={(e) => setFilters((f) => ({ ...f, categoryId: e.target.value }))}>
            <option value="">All categories</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="listing-status" label="Status">
          <NativeSelect id="listing-status" value={filters.status} onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value as ListingStatus }))}>
            {listingStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {list.isPending ? (
        <p aria-busy="true" className="text-sm text-slate-600">
          Loading listings...
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Could not load the listings. Try again.
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">No listings match.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <Link href={`/${kind}/${row.id}`} className="font-semibold [overflow-wrap:anywhere] text-brand-800 hover:underline">
                  {row.name}
                </Link>
                <p className="text-sm [overflow-wrap:anywhere] text-slate-600">{[row.category, row.phone, row.email].filter(Boolean).join(" · ")}</p>
              </div>
              <StatusBadge unpublishedAt={row.unpublishedAt} />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button variant="outline" className="justify-self-center" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? "Loading..." : "Load more"}
        </Button>
      )}
    </div>
  );
}
