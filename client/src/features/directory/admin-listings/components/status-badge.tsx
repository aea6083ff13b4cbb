import { cn } from "@/lib/cn";

/** Published, or withdrawn (its public page answers "no longer available"). */
export function StatusBadge({ unpublishedAt }: { unpublishedAt: string | null }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold",
        unpublishedAt ? "bg-slate-200 text-slate-800" : "bg-emerald-100 text-emerald-900",
      )}
    >
      {unpublishedAt ? "Unpublished" : "Published"}
    </span>
  );
}
