import { createRequire } from "node:module";

/*
 * Why a lead request is stored as spam instead of reaching an owner (issue 31). A bot gets the
 * same 201 as a person, so it learns nothing; nothing is mailed for it.
 */
export type SpamReason = "honeypot" | "timing" | "disposable";

/** A person needs more than this to fill the form; scripts post at once or never say. */
export const MIN_FORM_MS = 3000;

// The maintained list of throwaway-mail domains (disposable-email-domains, pinned), ~120,000
// names, read once into a Set on first use.
const require = createRequire(import.meta.url);
let disposable: Set<string> | undefined;
function disposableDomains(): Set<string> {
  disposable ??= new Set(require("disposable-email-domains") as string[]);
  return disposable;
}

/** True for an address at a listed domain or any subdomain of one (x.mailinator.com). */
export function isDisposableEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  const set = disposableDomains();
  const parts = domain.split(".");
  for (let i = 0; i < parts.length - 1; i++) if (set.has(parts.slice(i).join("."))) return true;
  return false;
}

export function spamReasonOf(body: { homepage?: string | undefined; elapsedMs?: number | undefined; email: string }): SpamReason | null {
  if (body.homepage?.trim()) return "honeypot";
  if (body.elapsedMs === undefined || body.elapsedMs < MIN_FORM_MS) return "timing";
  if (isDisposableEmail(body.email)) return "disposable";
  return null;
}
