import { MAIL_WAITING } from "@shared/mail";
import { useState } from "react";
import type { InboxDetail, ReplyDelivery } from "@shared/admin/inbox";
import { AdminPanel } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useMailSent } from "@/lib/mail-status";
import { useSendInquiryReply } from "../api/update-inquiry";
import { formatWhen } from "./status-badge";

/** Where a reply's email is; the detail re-reads itself every few seconds until every reply is sent. */
function DeliveryStatus({ delivery }: { delivery: ReplyDelivery | null }) {
  if (!delivery) return <span className="text-slate-600">Delivery record removed</span>;
  if (delivery.state === "sent") return <span className="text-green-800">Sent {delivery.sentAt ? formatWhen(delivery.sentAt) : ""}</span>;
  if (delivery.state === "queued") return <span className="text-slate-700">Queued for sending…</span>;
  return (
    <span className="text-red-800">
      Not delivered yet, retrying ({delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}): {delivery.lastError}
    </span>
  );
}

/** Replies sent from the inbox (by email, through the outbox) and the form to write one. */
export function InquiryReplies({ inquiry }: { inquiry: InboxDetail }) {
  const send = useSendInquiryReply(inquiry.id);
  const mailSent = useMailSent();
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const spam = inquiry.status === "spam";
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    send.mutate(subject.trim() ? { subject, body } : { body }, {
      onSuccess: () => (
        setSubject(""),
        setBody(""),
        toast(
          mailSent
            ? { title: "Reply queued", description: `It is on its way to ${inquiry.email}.` }
            : { title: "Reply saved", description: `${MAIL_WAITING} Until then an admin can read it in Outgoing mail.` },
        )
      ),
      onError: (err) =>
        toast({ title: "Error", description: (err instanceof ApiError && err.serverMessage) || "Could not send the reply.", variant: "destructive" }),
    });
  };
  return (
    <AdminPanel title="Replies">
      {inquiry.replies.length === 0 ? (
        <p className="text-sm text-slate-600">No replies yet.</p>
      ) : (
        <ol className="grid gap-3" aria-label="Replies">
          {inquiry.replies.map((r) => (
            <li key={r.id} className="rounded-md border border-slate-200 p-3 text-sm">
              <p className="font-medium text-slate-900">{r.subject}</p>
              <p className="text-xs text-slate-600">
                To {r.to}, by {r.authorEmail}, {formatWhen(r.createdAt)}
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words text-slate-900">{r.body}</p>
              <p className="mt-2 text-xs" role="status">
                <DeliveryStatus delivery={r.delivery} />
              </p>
            </li>
          ))}
        </ol>
      )}
      {spam ? (
        <p className="mt-4 text-sm text-slate-700">This message is marked spam: move it back to New to reply.</p>
      ) : (
        <form className="mt-4 grid gap-3 border-t border-slate-200 pt-4" onSubmit={submit} aria-label="Write a reply">
          <Field id="inbox-reply-subject" label="Subject (optional)">
            <TextInput
              id="inbox-reply-subject"
              maxLength={200}
              value={subject}
              placeholder="Re: your message to the San Antonio Business Directory"
              onChange={(e) => setSubject(e.target.value)}
            />
          </Field>
          <Field id="inbox-reply-body" label={`Reply to ${inquiry.email}`} required>
            <TextArea id="inbox-reply-body" rows={6} maxLength={10_000} value={body} onChange={(e) => setBody(e.target.value)} required />
          </Field>
          <div>
            <Button type="submit" className="min-h-10 px-4 py-2" disabled={send.isPending || !body.trim()}>
              {send.isPending ? "Sending..." : "Send reply"}
            </Button>
          </div>
        </form>
      )}
    </AdminPanel>
  );
}
