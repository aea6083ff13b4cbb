import { useState } from "react";
import { cn } from "@/lib/cn";

/**
 * An <img> that walks down `sources` whenever one fails to load, and ends as a
 * plain labelled box, so a broken image is never shown. Give it a `key` that
 * changes with the sources. Lazy unless `priority`: the page's main image, shown
 * at the top, loads at once and first.
 */
export function FallbackImage({ sources, alt, className, priority = false }: { sources: string[]; alt: string; className?: string; priority?: boolean }) {
  const [index, setIndex] = useState(0);
  const src = sources[index];
  if (!src) return alt ? <div role="img" aria-label={alt} className={cn("bg-slate-200", className)} /> : <div aria-hidden="true" className={cn("bg-slate-200", className)} />;
  return <img src={src} alt={alt} width={600} height={400} loading={priority ? "eager" : "lazy"} fetchPriority={priority ? "high" : undefined} decoding="async" onError={() => setIndex((i) => i + 1)} className={className} />;
}
