import { useState } from "react";
import { outboxStatuses, type OutboxMail, type OutboxStatus } from "@shared/admin/outbox";
import { MAIL_WAITING } from "@shared/mail";
import { AdminPage, FormMessage } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Field, NativeSelect } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { formatWhen } from "@/lib/format-when";
import { useMailSent } from "@/lib/mail-status";
import { useOutbox } from "../api/get-outbox";

const statusLabels: Record<OutboxStatus, string> = { sent: "Sent", waiting: "Waiting", failing: "Failed, retrying" };
const tones: Record<OutboxStatus, string> = {
  sent: "border-green-300 bg-green-50 text-green-900",
  waiting: "border-slate-300 bg-slate-50 text-slate-800",
  failing: "border-red-300 bg-red-50 text-red-900",
};

function MailCard({ mail }: { mail: OutboxMail }) {
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-words font-semibold text-slate-900">{mail.subject}</p>
        <span className={cn("whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium", tones[mail.status])}>{statusLabels[mail.status]}</span>
      </div>
      <p className="break-words text-slate-700">
        To {mail.to} · written {formatWhen(mail.createdAt)}
        {mail.sentAt && ` · sent ${formatWhen(mail.sentAt)}`}
        {mail.status === "failing" && ` · ${mail.attempts} attempts, last error: ${mail.lastError}`}
      </p>
      {mail.links.length > 0 && (
        <ul className="grid gap-1" aria-label={`Links in "${mail.subject}"`}>
          {mail.links.map((link) => (
            <li key={link} className="min-w-0">
              <a href={link} className="break-all font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {link}
              </a>
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary className="cursor-pointer font-medium text-brand-800">Text of the mail</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-slate-800">{mail.body}</pre>
      </details>
    </li>
  );
}

/** /admin/mail (admins): every mail the site wrote, with its links and whether it went out. Without a mail server this is where they wait. */
export default function OutboxPage() {
  const [status, setStatus] = useState<OutboxStatus | "">("");
  const mails = useOutbox(status);
  const mailSent = useMailSent();
  const rows = mails.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <AdminPage
      title="Outgoing mail"
      description="Every mail the site writes: sign-in and claim links, replies, invitations and reports, with whether each was sent."
    >
      {!mailSent && (
        <FormMessage kind="notice">
          No mail server is set up (SMTP_URL), so no mail leaves the site. {MAIL_WAITING} Until then, hand a link on yourself: it works as if it had been
          mailed.
        </FormMessage>
      )}
      <div className="max-w-xs">
        <Field id="outbox-status" label="Show">
          <NativeSelect id="outbox-status" value={status} onChange={(e) => setStatus(e.target.value as OutboxStatus | "")}>
            <option value="">All mail</option>
            {outboxStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {mails.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : mails.isError ? (
        <p role="alert" className="text-sm text-red-800">
          Could not load the outgoing mail. {mails.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-slate-700">No mail here yet.</p>
      ) : (
        <>
          <ul className="grid gap-3" aria-label="Outgoing mail">
            {rows.map((mail) => (
              <MailCard key={mail.id} mail={mail} />
            ))}
          </ul>
          {mails.hasNextPage && (
            <Button variant="outline" disabled={mails.isFetchingNextPage} onClick={() => void mails.fetchNextPage()}>
              {mails.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          )}
        </>
      )}
    </AdminPage>
  );
}
