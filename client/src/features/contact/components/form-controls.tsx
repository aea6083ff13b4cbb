import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

const control =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 aria-[invalid=true]:border-red-700 sm:text-sm";

/** A label above its control; a required field shows a star that screen readers skip (the control says "required"). */
export function Field({
  id,
  label,
  required,
  children,
  className,
}: {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children}
    </div>
  );
}

export function TextInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(control, "min-h-11", className)} {...props} />;
}

export function TextArea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(control, className)} {...props} />;
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className,
}: {
  pending: boolean;
  label: string;
  pendingLabel: "Submitting..." | "Sending...";
  className?: string;
}) {
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
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="homepage" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
