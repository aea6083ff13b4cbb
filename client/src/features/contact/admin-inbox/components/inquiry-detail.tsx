import { Link } from "wouter";
import { parseInquiryFields } from "@shared/inquiry";
import { AdminPage, AdminPanel } from "@/components/layout/admin-page";
import { Skeleton } from "@/components/ui/skeleton";
import { useInquiry } from "../api/get-inquiry";
import { InquiryActions } from "./inquiry-actions";
import { InquiryNotes } from "./inquiry-notes";
import { InquiryReplies } from "./inquiry-replies";
import { formatWhen, kindLabel, StatusBadge } from "./status-badge";

const back = (
  <Link href="/" className="text-sm font-medium text-brand-800 underline underline-offset-2">
    Back to the inbox
  </Link>
);

/** "businessName" -> "Business name". */
const fieldLabel = (key: string) => key.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());

/** /admin/inbox/:id: the message, its fields, status and assignee, notes and replies. */
export function InquiryDetail({ idText }: { idText: string }) {
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : 0;
  const detail = useInquiry(id);
  if (!id || detail.data === null)
    return (
      <AdminPage title="Message not found" description="It may have been removed, or the address is wrong." actions={back}>
        <span />
      </AdminPage>
    );
  if (detail.isPending)
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (detail.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        Could not load this message. Please reload the page.
      </p>
    );
  const m = detail.data;
  // In the form's order (jsonb keeps keys sorted by length): the order they have in the message.
  const order = Object.keys(parseInquiryFields(m.message));
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const fields = Object.entries(m.fields).sort(([a], [b]) => rank(a) - rank(b));
  return (
    <AdminPage title={`${kindLabel(m.kind)} from ${m.name}`} description={`#${m.id}, received ${formatWhen(m.createdAt)}`} actions={back}>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid min-w-0 content-start gap-6">
          <AdminPanel title="Message">
            <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <StatusBadge status={m.status} />
              <a className="break-all text-brand-800 underline underline-offset-2" href={`mailto:${m.email}`}>
                {m.email}
              </a>
              {m.professionalName && <span>about {m.professionalName}</span>}
            </p>
            {fields.length === 0 && <p className="whitespace-pre-wrap break-words text-slate-900">{m.message}</p>}
            {fields.length > 0 && (
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
                {fields.map(([key, value]) => (
                  <div key={key} className="contents">
                    <dt className="font-medium text-slate-700">{fieldLabel(key)}</dt>
                    <dd className="mb-2 break-words text-slate-900 sm:mb-0">{value || "—"}</dd>
                  </div>
                ))}
              </dl>
            )}
            {fields.length > 0 && (
              <details className="mt-4 text-sm">
                <summary className="cursor-pointer font-medium text-brand-800">Message as sent</summary>
                <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{m.message}</p>
              </details>
            )}
          </AdminPanel>
          <InquiryReplies inquiry={m} />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <InquiryActions inquiry={m} />
          <InquiryNotes inquiry={m} />
        </div>
      </div>
    </AdminPage>
  );
}
