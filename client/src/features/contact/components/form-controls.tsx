import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";
import { cn } from "@/lib/cn";

export function SubmitButton({ pending, label, pendingLabel, className }: { pending: boolean; label: string; pendingLabel: string; className?: string }) {
  return (
    <Button type="submit" disabled={pending} aria-disabled={pending} className={cn("w-full sm:w-auto", className)}>
      {pending ? pendingLabel : label}
    </Button>
  );
}

/**
 * The honeypot: off screen, out of the tab order and hidden from assistive tech, so
 * people never fill it; bots that fill every input do, and their message is kept as spam.
 */
export function HoneypotField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const t = useT("contact");
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("contact.honeypot")}</label>
      <input id={id} name="homepage" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
