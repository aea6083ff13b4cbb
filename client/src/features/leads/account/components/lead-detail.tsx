import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import * as accountKeys from "@shared/account-query-keys";
import type { OwnerLead } from "@shared/leads";
import { Button } from "@/components/ui/button";
import { Field, TextArea } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/use-t";
import { markRepliedByPhone, openLead, replyToLead, setLeadStatus, useLeadAction } from "../api/listing-leads";

/** One lead opened: its details (opening marks it viewed), a reply box, "replied by phone", won / lost / spam. */
export function LeadDetail({ kind, id, leadId }: { kind: string; id: number; leadId: number }) {
  const t = useT("ownerLeads");
  const uid = useId();
  const [reply, setReply] = useState("");
  const queryClient = useQueryClient();
  const lead = useQuery({
    queryKey: [...accountKeys.ownerLeads(kind, id), "lead", leadId],
    queryFn: async () => {
      const opened = await openLead(kind, id, leadId);
      // Opening marked it viewed: the lists (not this lead's own query) show the new status.
      void queryClient.invalidateQueries({ queryKey: accountKeys.ownerLeads(kind, id), predicate: (q) => q.queryKey[1] !== "lead" });
      return opened;
    },
  });
  const done = (title: string) => ({
    onSuccess: () => toast({ title }),
    onError: () => toast({ title: t("ownerLeads.failed"), description: t("ownerLeads.try_again"), variant: "destructive" }),
  });
  const send = useLeadAction(kind, id, (body: string) => replyToLead(kind, id, leadId, body));
  const phone = useLeadAction(kind, id, () => markRepliedByPhone(kind, id, leadId));
  const status = useLeadAction(kind, id, (s: "won" | "lost" | "spam") => setLeadStatus(kind, id, leadId, s));
  if (lead.isPending) return <p className="p-3 text-sm text-gray-600">{t("ownerLeads.loading")}</p>;
  if (lead.isError)
    return (
      <p role="alert" className="p-3 text-sm text-red-800">
        {t("ownerLeads.load_error")}
      </p>
    );
  const l: OwnerLead = lead.data;
  const onReply = (e: FormEvent) => {
    e.preventDefault();
    if (!reply.trim()) return;
    send.mutate(reply, { ...done(t("ownerLeads.reply_sent")), onSuccess: () => (setReply(""), toast({ title: t("ownerLeads.reply_sent") })) });
  };
  return (
    <div className="grid gap-3 border-t border-gray-200 p-3 text-sm">
      <p className="whitespace-pre-wrap">{l.needed}</p>
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        {l.when && (
          <>
            <dt className="font-medium">{t("ownerLeads.when")}</dt>
            <dd>{t(`ownerLeads.when_${l.when}`, { from: l.whenFrom ?? "", to: l.whenTo ?? "" })}</dd>
          </>
        )}
        {l.budget && (
          <>
            <dt className="font-medium">{t("ownerLeads.budget")}</dt>
            <dd>{l.budget}</dd>
          </>
        )}
        <dt className="font-medium">{t("ownerLeads.reply_by")}</dt>
        <dd>{t(`ownerLeads.reply_${l.replyBy}`)}</dd>
        <dt className="font-medium">{t("ownerLeads.email")}</dt>
        <dd className="[overflow-wrap:anywhere]">
          <a className="text-brand-700 underline" href={`mailto:${l.email}`}>
            {l.email}
          </a>
        </dd>
        {l.phone && (
          <>
            <dt className="font-medium">{t("ownerLeads.phone")}</dt>
            <dd>
              <a className="text-brand-700 underline" href={`tel:${l.phone}`}>
                {l.phone}
              </a>
            </dd>
          </>
        )}
      </dl>
      {l.status !== "spam" && (
        <form onSubmit={onReply} className="grid gap-2">
          <Field id={`${uid}-reply`} label={t("ownerLeads.reply_label", { name: l.name })}>
            <TextArea id={`${uid}-reply`} rows={4} maxLength={10_000} value={reply} onChange={(e) => setReply(e.target.value)} required />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={send.isPending}>
              {t("ownerLeads.send_reply")}
            </Button>
            {l.firstRepliedAt === null && (
              <Button type="button" variant="outline" disabled={phone.isPending} onClick={() => phone.mutate(undefined, done(t("ownerLeads.marked")))}>
                {t("ownerLeads.replied_by_phone")}
              </Button>
            )}
          </div>
        </form>
      )}
      <div className="flex flex-wrap gap-2">
        {(["won", "lost", "spam"] as const)
          .filter((s) => s !== l.status)
          .map((s) => (
            <Button key={s} type="button" variant="outline" disabled={status.isPending} onClick={() => status.mutate(s, done(t("ownerLeads.marked")))}>
              {t(`ownerLeads.mark_${s}`)}
            </Button>
          ))}
      </div>
    </div>
  );
}
