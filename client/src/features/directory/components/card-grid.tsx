import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";

/** 1 column on small screens, 2 on medium, 3 on large. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

/** Lists show 6 skeleton cards while loading. */
export function CardGridSkeleton() {
  const t = useT("directory");
  return (
    <div role="status" aria-busy="true" aria-label={t("directory.loading_label")}>
      <CardGrid>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="flex gap-4 rounded-lg border border-slate-200 p-4" data-testid="card-skeleton">
            <Skeleton className="h-24 w-24 shrink-0 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </CardGrid>
    </div>
  );
}
