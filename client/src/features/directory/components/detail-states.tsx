import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { MessagePanel } from "@/components/layout/message-page";
import { Skeleton } from "@/components/ui/skeleton";
import { useT } from "@/i18n/use-t";
import { useSeo } from "@/lib/seo";
import { GONE, type Gone } from "@shared/listing";
import type { DetailId } from "@shared/parse-id";
import { detailMessageSeo, type DetailKind, type DetailState } from "@shared/seo";

/**
 * A detail page's states in order: an invalid id and a number no listing can have (no request is made), loading,
 * error, not found (the fetcher's null for a 404), no longer available (GONE for a 410), and only then the record.
 */
export function DetailStates<T>({
  kind,
  id,
  query,
  children,
}: {
  kind: DetailKind;
  id: DetailId;
  query: UseQueryResult<T | null | Gone>;
  children: (record: T) => ReactNode;
}) {
  if (id === "invalid") return <DetailMessage kind={kind} state="invalid" />;
  // A number no listing can have (0, -1, 99999999999): not found, without asking.
  if (id === "missing") return <DetailMessage kind={kind} state="notFound" />;
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailMessage kind={kind} state="error" />;
  if (query.data === null) return <DetailMessage kind={kind} state="notFound" />;
  if (query.data === GONE) return <DetailMessage kind={kind} state="gone" />;
  return children(query.data);
}

function DetailMessage({ kind, state }: { kind: DetailKind; state: DetailState }) {
  const t = useT("listing");
  useSeo(detailMessageSeo, kind, state);
  return (
    <MessagePanel
      role={state === "error" ? "alert" : undefined}
      title={t(`listing.state.${kind}.${state}.title`)}
      text={t(`listing.state.${kind}.${state}.text`)}
      buttonLabel={t("listing.return")}
      buttonHref="/"
    />
  );
}

function DetailSkeleton() {
  const t = useT("listing");
  return (
    <div role="status" className="mx-auto max-w-5xl px-4 py-10" aria-busy="true" aria-label={t("listing.loading")}>
      <Skeleton className="h-4 w-48" />
      <div className="mt-8 grid gap-8 md:grid-cols-[16rem_1fr]">
        <Skeleton className="aspect-square w-full" />
        <div className="space-y-3">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </div>
  );
}
