import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/use-t";

interface Props {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  label: string;
}

/** 'Load more' button that also fires by itself when it scrolls into view. */
export function LoadMore({ hasMore, loading, onLoadMore, label }: Props) {
  const t = useT("directory");
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && latest.current(), { rootMargin: "400px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore]);
  if (!hasMore) return null;
  return (
    <div ref={ref} className="mt-8 text-center">
      <Button variant="outline" disabled={loading} onClick={onLoadMore}>
        {loading ? t("directory.loading") : label}
      </Button>
    </div>
  );
}
