import { useState, type FormEvent } from "react";
import type { GoldAction } from "@shared/admin/payments";
import { Button } from "@/components/ui/button";
import { Field, TextArea, TextInput } from "@/components/ui/field";
import { FormMessage } from "@/components/layout/admin-page";
import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { localDayInstant } from "@/lib/local-day";
import { useChangeGold } from "../api/change-gold";
import { Dialog } from "./dialog";

const titles: Record<GoldAction, string> = { grant: "Grant Gold", extend: "Extend Gold", revoke: "Revoke Gold" };

/** Grant, extend or revoke a listing's Gold: months or an end date, and a reason the audit log keeps. */
export function GoldDialog({ professionalId, action, onClose }: { professionalId: number; action: GoldAction | null; onClose: () => void }) {
  const change = useChangeGold(professionalId);
  const [months, setMonths] = useState("1");
  const [until, setUntil] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!action) return;
    const period = action === "revoke" ? {} : until ? { until: localDayInstant(until) } : { months: Number(months) };
    change.mutate(
      { action, reason, ...period },
      {
        onSuccess: () => {
          toast({ title: titles[action], description: "Saved and recorded in the audit log." });
          setReason("");
          setError(null);
          onClose();
        },
        onError: (err) => setError((err instanceof ApiError && err.serverMessage) || "Could not save the change."),
      },
    );
  };

  return (
    <Dialog open={action !== null} title={action ? titles[action] : ""} onClose={onClose}>
      <form className="grid gap-4" onSubmit={submit}>
        {action === "revoke" ? (
          <p className="text-sm text-slate-700">
            Gold ends now. The listing leaves the Gold places on the next page load; the old end date stays in the audit log.
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="gold-months" label="Months">
              <TextInput id="gold-months" type="number" min={1} max={60} value={months} disabled={until !== ""} onChange={(e) => setMonths(e.target.value)} />
            </Field>
            <Field id="gold-until" label="Or until (date)">
              <TextInput id="gold-until" type="date" value={until} onChange={(e) => setUntil(e.target.value)} />
            </Field>
          </div>
        )}
        <Field id="gold-reason" label="Reason" required>
          <TextArea id="gold-reason" rows={3} required minLength={5} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
        {error && <FormMessage kind="error">{error}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Saving..." : action ? titles[action] : "Save"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
