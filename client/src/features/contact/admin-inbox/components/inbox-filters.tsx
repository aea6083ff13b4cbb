import { inboxStatuses, inboxStatusLabels, type InboxStatus } from "@shared/admin/inbox";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect, TextInput } from "@/components/ui/field";
import { useAssignees, useInboxKinds } from "../api/get-inbox-options";
import { emptyFilters, type InboxFilters as Filters } from "../api/list-inquiries";
import { kindLabel } from "./status-badge";

/** Kind, status, assignee, received from/to and a text search; "" means any (status "": everything but spam). */
export function InboxFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const kinds = useInboxKinds();
  const assignees = useAssignees();
  const set = <K extends keyof Filters>(key: K, v: Filters[K]) => onChange({ ...value, [key]: v });
  return (
    <form role="search" aria-label="Filter messages" className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(e) => e.preventDefault()}>
      <Field id="inbox-q" label="Search" className="sm:col-span-2 lg:col-span-2">
        <TextInput id="inbox-q" type="search" value={value.q} placeholder="Name, email or words" onChange={(e) => set("q", e.target.value)} />
      </Field>
      <Field id="inbox-kind" label="Kind">
        <NativeSelect id="inbox-kind" value={value.kind} onChange={(e) => set("kind", e.target.value)}>
          <option value="">All kinds</option>
          {(kinds.data ?? ["contact", "advertising", "news"]).map((k) => (
            <option key={k} value={k}>
              {kindLabel(k)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="inbox-status" label="Status">
        <NativeSelect id="inbox-status" value={value.status} onChange={(e) => set("status", e.target.value as InboxStatus | "")}>
          <option value="">All but spam</option>
          {inboxStatuses.map((s) => (
            <option key={s} value={s}>
              {inboxStatusLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="inbox-assignee" label="Assignee">
        <NativeSelect id="inbox-assignee" value={value.assignee} onChange={(e) => set("assignee", e.target.value)}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="none">Unassigned</option>
          {assignees.data?.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name || a.email}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
        <Field id="inbox-from" label="Received from">
          <TextInput id="inbox-from" type="date" value={value.from} max={value.to || undefined} onChange={(e) => set("from", e.target.value)} />
        </Field>
        <Field id="inbox-to" label="Received to">
          <TextInput id="inbox-to" type="date" value={value.to} min={value.from || undefined} onChange={(e) => set("to", e.target.value)} />
        </Field>
      </div>
      {JSON.stringify(value) !== JSON.stringify(emptyFilters) && (
        <div className="sm:col-span-2 lg:col-span-5">
          <Button type="button" variant="outline" className="min-h-9 px-3 py-1.5" onClick={() => onChange(emptyFilters)}>
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}
