import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { Link } from "wouter";
import { cn } from "@/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "outline" | "gold";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "bg-white text-brand-800 hover:bg-brand-50",
  outline: "border border-brand-700 text-brand-800 hover:bg-brand-50",
  gold: "bg-gold-400 text-slate-900 hover:bg-gold-500",
};
export const buttonClass = (variant: ButtonVariant = "primary", extra?: string) =>
  cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    extra,
  );

export function Button({ variant, className, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type="button" className={buttonClass(variant, className)} {...props} />;
}

/** An in-app link styled as a button. */
export function ButtonLink({ href, variant, className, children }: { href: string; variant?: ButtonVariant; className?: string; children: React.ReactNode }) {
  return (
    <Link href={href} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}

/** An outside link (tel:, mailto:, https:) styled as a button. */
export function ButtonAnchor({ variant, className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant }) {
  return <a className={buttonClass(variant, className)} {...props} />;
}
