import { useState, type FormEvent } from "react";
import type { AdminPayment } from "@shared/admin/payments";
import { FormMessage } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useRefundPayment } from "../api/refund-payment";
import { Dialog } from "./dialog";
import { formatCents } from "./money";

/** Refund all or part of a payment through Stripe; the ledger shows it once Stripe's webhook arrives. */
export function RefundDialog({ payment, onClose }: { payment: AdminPayment | null; onClose: () => void }) {
  const refund = useRefundPayment();
  const left = payment ? payment.amountCents - payment.refundedCents : 0;
  const [dollars, setDollars] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  // One per opening of the dialog: a second click on Refund sends the same, and Stripe makes one refund.
  const [requestId] = useState(() => crypto.randomUUID());

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!payment) return;
    const amountCents = dollars ? Math.round(Number(dollars) * 100) : undefined;
    refund.mutate(
      { intentId: payment.intentId, body: { reason, requestId, ...(amountCents !== undefined && { amountCents }) } },
      {
        onSuccess: (answer) => {
          toast({
            title: "Refund sent to Stripe",
            description: `${formatCents(answer.amountCents, payment.currency)}: the ledger shows it when Stripe confirms.`,
          });
          onClose();
        },
        onError: (err) => setError((err instanceof ApiError && err.serverMessage) || "Could not ask Stripe for the refund."),
      },
    );
  };

  return (
    <Dialog open={payment !== null} title="Refund payment" onClose={onClose}>
      <form className="grid gap-4" onSubmit={submit}>
        <p className="text-sm text-slate-700">
          {formatCents(left, payment?.currency)} of {formatCents(payment?.amountCents ?? 0, payment?.currency)} can be refunded. A full refund takes back the
          Gold time not used yet.
        </p>
        <Field id="refund-amount" label="Amount in dollars (empty: all that is left)">
          <TextInput id="refund-amount" type="number" min={0.01} max={left / 100} step={0.01} value={dollars} onChange={(e) => setDollars(e.target.value)} />
        </Field>
        <Field id="refund-reason" label="Reason" required>
          <TextArea id="refund-reason" rows={3} required minLength={5} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={refund.isPending}>
            {refund.isPending ? "Refunding..." : "Refund"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
