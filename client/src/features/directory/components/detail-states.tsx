import { MessagePanel } from "@/components/layout/message-page";
import { Skeleton } from "@/components/ui/skeleton";
import { useSeo } from "@/lib/seo";
import { detailMessages, detailMessageSeo, type DetailKind, type DetailState } from "@shared/seo";

export function DetailMessage({ kind, state }: { kind: DetailKind; state: DetailState }) {
  const [title, text] = detailMessages[kind][state];
  useSeo(detailMessageSeo(kind, state));
  return <MessagePanel role={state === "error" ? "alert" : undefined} title={title} text={text} buttonLabel="Return to Directory" buttonHref="/" />;
}

export function DetailSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10" aria-busy="true" aria-label="Loading">
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
