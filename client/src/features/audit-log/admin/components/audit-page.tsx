import { useState, type FormEvent } from "react";
import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Field, TextInput } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { localDayInstant } from "@/lib/local-day";
import { useAudit, type AuditFilters } from "../api/get-audit";
import { AuditEntryCard } from "./audit-entry";

const emptyForm = { person: "", fromDay: "", toDay: "" };

/** /admin/audit (admins): every change by every staff member, filtered by person and dates, newest first. */
export default function AuditPage() {
  const [form, setForm] = useState(emptyForm);
  const [filters, setFilters] = useState<AuditFilters>({});
  const log = useAudit(filters);
  const rows = log.data?.pages.flatMap((p) => p.rows) ?? [];
  const set = (key: keyof typeof emptyForm) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ actorEmail: form.person.trim(), from: localDayInstant(form.fromDay), to: localDayInstant(form.toDay, true) });
  };

  return (
    <AdminPage title="Audit log" description="Who changed what, when and from where. A change to a listing, a category or Gold can be reverted in one click.">
      <AdminPanel title="Filters">
        <form className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end" onSubmit={apply}>
          <Field id="audit-person" label="Person (email)">
            <TextInput id="audit-person" type="search" value={form.person} onChange={set("person")} />
          </Field>
          <Field id="audit-from" label="From">
            <TextInput id="audit-from" type="date" value={form.fromDay} onChange={set("fromDay")} />
          </Field>
          <Field id="audit-to" label="To">
            <TextInput id="audit-to" type="date" value={form.toDay} onChange={set("toDay")} />
          </Field>
          <Button type="submit">Apply</Button>
        </form>
      </AdminPanel>
      {log.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : log.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Could not load the audit log. {log.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">No changes match these filters.</p>
      ) : (
        <>
          <ul className="grid gap-3">
            {rows.map((entry) => (
              <AuditEntryCard key={entry.id} entry={entry} canRevert showEntity />
            ))}
          </ul>
          {log.hasNextPage && (
            <Button variant="outline" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          )}
        </>
      )}
    </AdminPage>
  );
}
