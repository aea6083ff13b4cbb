import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/**
 * A back-office list's three states on purpose (conventions 4) and then the list: skeleton rows
 * while it loads (aria-busy), an inline error (role alert, as query failures are never toasted),
 * the empty text, or `children` with the rows. One shell for the staff, partner keys and inbox lists.
 */
export function AdminListStates<T>({
  query: { isPending, isError, data: rows },
  error,
  empty,
  skeletons = 2,
  skeletonClassName = "h-10",
  children,
}: {
  /** The list's query (react-query's result, or its three fields). */
  query: { isPending: boolean; isError: boolean; data: readonly T[] | undefined };
  /** "Could not load the staff accounts. Please reload the page." */
  error: string;
  empty: string;
  skeletons?: number;
  /** The height of each skeleton row, as a Tailwind class. */
  skeletonClassName?: string;
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (isPending)
    return (
      <div className="grid gap-3" aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <Skeleton key={i} className={cn(skeletonClassName, "w-full")} />
        ))}
      </div>
    );
  if (isError || !rows)
    return (
      <p role="alert" className="text-sm text-red-800">
        {error}
      </p>
    );
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return <>{children(rows)}</>;
}
