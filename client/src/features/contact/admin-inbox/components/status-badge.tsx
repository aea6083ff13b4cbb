import { inboxStatusLabels, type InboxStatus } from "@shared/admin/inbox";
import { cn } from "@/lib/cn";

const tones: Record<InboxStatus, string> = {
  new: "border-blue-300 bg-blue-50 text-blue-900",
  in_progress: "border-amber-300 bg-amber-50 text-amber-900",
  answered: "border-green-300 bg-green-50 text-green-900",
  closed: "border-slate-300 bg-slate-100 text-slate-800",
  spam: "border-red-300 bg-red-50 text-red-900",
};

/** A message's status as a coloured label (the text says it; colour only helps). */
export function StatusBadge({ status }: { status: InboxStatus }) {
  return (
    <span className={cn("inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium", tones[status])}>{inboxStatusLabels[status]}</span>
  );
}

/** "advertising" -> "Advertising"; any kind the table holds reads as a word. */
export const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replace(/_/g, " ");

/** A date and time in the browser's zone, short (shared with the other back-office screens). */
export { formatWhen } from "@/lib/format-when";
