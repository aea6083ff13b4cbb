import { Link } from "wouter";
import type { AdminPayment } from "@shared/admin/payments";
import { Button } from "@/components/ui/button";
import { formatDay, formatInstant } from "@/lib/local-day";
import { formatCents, ledgerLabels } from "./money";

const statusClass: Record<string, string> = {
  succeeded: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  canceled: "bg-slate-200 text-slate-800",
};

/** One payment intent: amount, status, its ledger entries and the webhook events that moved it; a refund button while money is left. */
export function PaymentCard({
  payment,
  onRefund,
  professionalHref,
}: {
  payment: AdminPayment;
  onRefund: (p: AdminPayment) => void;
  professionalHref?: string;
}) {
  const refundable = payment.status === "succeeded" && payment.refundedCents < payment.amountCents;
  return (
    <li className="rounded-md border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {formatCents(payment.amountCents, payment.currency)} {payment.plan && <span className="font-normal text-slate-600">· {payment.plan}</span>}
            <span className={`ml-2 rounded px-2 py-0.5 text-xs font-medium ${statusClass[payment.status] ?? "bg-amber-100 text-amber-900"}`}>
              {payment.status.replaceAll("_", " ")}
            </span>
          </p>
          <p className="break-all text-xs text-slate-600">
            {payment.intentId} · {formatInstant(payment.createdAt)}
          </p>
          {payment.professionalId !== null && (
            <p className="text-sm">
              {professionalHref ? (
                <Link className="text-brand-800 underline" href={professionalHref}>
                  {payment.professionalName ?? `Professional ${payment.professionalId}`}
                </Link>
              ) : (
                payment.professionalName
              )}
            </p>
          )}
          {payment.refundedCents > 0 && <p className="text-sm text-red-800">Refunded {formatCents(payment.refundedCents, payment.currency)}</p>}
        </div>
        {refundable && (
          <Button variant="outline" className="min-h-9 px-3 py-1.5" onClick={() => onRefund(payment)}>
            Refund
          </Button>
        )}
      </div>
      {(payment.ledger.length > 0 || payment.events.length > 0) && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-brand-800">
            Ledger ({payment.ledger.length}) and webhook events ({payment.events.length})
          </summary>
          <ul className="mt-2 grid gap-1">
            {payment.ledger.map((l) => (
              <li key={l.stripeEventId} className="text-slate-800">
                {ledgerLabels[l.kind] ?? l.kind} · {formatCents(l.amountCents, l.currency ?? undefined)}
                {l.goldFrom && l.goldUntil && (
                  <span className="text-slate-600">
                    {" "}
                    · Gold {formatDay(l.goldFrom)} → {formatDay(l.goldUntil)}
                  </span>
                )}
              </li>
            ))}
            {payment.events.map((e) => (
              <li key={e.id} className="break-all text-xs text-slate-600">
                {e.type} · {e.id} · {formatInstant(e.receivedAt)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
