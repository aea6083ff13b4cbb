import { useState } from "react";
import { leadStatuses, type LeadStatus } from "@shared/leads";
import { AdminPage } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect } from "@/components/ui/field";
import { AdminListStates } from "@/components/layout/admin-list-states";
import { useAdminLeads, useLeadCategories, type LeadFilters } from "../api/admin-leads";
import { LeadCard, statusLabels } from "./lead-card";

/**
 * /admin/leads (editors; issue 31): every quote, appointment and message request, newest first,
 * by status, category and plan; a lead can be moved to another listing, and an admin deletes one
 * when the visitor asks (both audited).
 */
export default function LeadsPage() {
  const [filters, setFilters] = useState<LeadFilters>({ status: "", categoryId: "", plan: "" });
  const leads = useAdminLeads(filters);
  const categories = useLeadCategories();
  const rows = leads.data?.pages.flatMap((p) => p.rows) ?? [];
  const set = <K extends keyof LeadFilters>(key: K, value: LeadFilters[K]) => setFilters((f) => ({ ...f, [key]: value }));
  return (
    <AdminPage
      title="Leads"
      description="Quote and appointment requests and Contact-button messages, as each listing's owners receive them. Move one to the right listing, or delete one when the visitor asks."
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="leads-status" label="Status">
          <NativeSelect id="leads-status" value={filters.status} onChange={(e) => set("status", e.target.value as LeadStatus | "")}>
            <option value="">All statuses</option>
            {leadStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="leads-category" label="Category">
          <NativeSelect id="leads-category" value={filters.categoryId} onChange={(e) => set("categoryId", e.target.value)}>
            <option value="">All categories</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="leads-plan" label="Plan">
          <NativeSelect id="leads-plan" value={filters.plan} onChange={(e) => set("plan", e.target.value as LeadFilters["plan"])}>
            <option value="">All plans</option>
            <option value="gold">Gold</option>
            <option value="basic">Basic</option>
          </NativeSelect>
        </Field>
      </div>
      <AdminListStates
        query={{ isPending: leads.isPending, isError: leads.isError, data: leads.data ? rows : undefined }}
        error={`Could not load the leads. ${leads.error?.message ?? ""}`}
        empty="No leads match these filters."
        skeletonClassName="h-40"
        skeletons={1}
      >
        {(shown) => (
          <>
            <ul className="grid gap-3" aria-label="Leads">
              {shown.map((lead) => (
                <LeadCard key={lead.id} lead={lead} />
              ))}
            </ul>
            {leads.hasNextPage && (
              <Button variant="outline" disabled={leads.isFetchingNextPage} onClick={() => void leads.fetchNextPage()}>
                {leads.isFetchingNextPage ? "Loading..." : "Load more"}
              </Button>
            )}
          </>
        )}
      </AdminListStates>
    </AdminPage>
  );
}
