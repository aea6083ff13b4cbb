import { useState } from "react";
import type { AdminPayment, GoldAction } from "@shared/admin/payments";
import { AdminPanel } from "@/components/layout/admin-page";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { formatInstant } from "@/lib/local-day";
import { useGold } from "../api/get-gold";
import { GoldDialog } from "./gold-dialog";
import { PaymentCard } from "./payment-card";
import { RefundDialog } from "./refund-dialog";

/** A professional's Gold (admins): status and paid-through date, manual grant / extend / revoke with a reason, and the payments made for it. */
export function GoldPanel({ professionalId }: { professionalId: number }) {
  const gold = useGold(professionalId);
  const [action, setAction] = useState<GoldAction | null>(null);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);

  if (gold.isPending) return <Skeleton className="h-48 w-full" />;
  if (gold.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        Could not load this professional&apos;s Gold. {gold.error.message}
      </p>
    );
  if (!gold.data) return <p className="text-slate-700">There is no professional with id {professionalId}.</p>;
  const { data } = gold;

  return (
    <div className="grid gap-6">
      <AdminPanel title={`Gold: ${data.name}`}>
        <p className="text-slate-900" data-testid="gold-status">
          {data.gold ? (
            <>
              <span className="mr-2 rounded bg-gold-400 px-2 py-0.5 text-sm font-semibold">Gold</span>paid through {formatInstant(data.goldUntil!)}
            </>
          ) : (
            <>Basic listing{data.goldUntil && <span className="text-slate-600"> (Gold ended {formatInstant(data.goldUntil)})</span>}</>
          )}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          {data.gold ? (
            <>
              <Button onClick={() => setAction("extend")}>Extend Gold</Button>
              <Button variant="outline" onClick={() => setAction("revoke")}>
                Revoke Gold
              </Button>
            </>
          ) : (
            <Button variant="gold" onClick={() => setAction("grant")}>
              Grant Gold
            </Button>
          )}
        </div>
      </AdminPanel>
      <AdminPanel title="Payments">
        {data.payments.length === 0 ? (
          <p className="text-slate-700">No payments for this listing.</p>
        ) : (
          <ul className="grid gap-3">
            {data.payments.map((p) => (
              <PaymentCard key={p.id} payment={p} onRefund={setRefunding} />
            ))}
          </ul>
        )}
      </AdminPanel>
      <GoldDialog key={`gold-${action ?? "none"}`} professionalId={professionalId} action={action} onClose={() => setAction(null)} />
      <RefundDialog key={`refund-${refunding?.intentId ?? "none"}`} payment={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
