import { useState, type ImgHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

type FallbackImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "onError"> & {
  sources: readonly (string | null | undefined)[];
  alt: string;
};

/**
 * An <img> that walks down `sources` (empty ones skipped) whenever one fails to load, and ends
 * as a plain box labelled by `alt`, so a broken image is never shown. It remembers which URLs
 * failed, not a position, so new sources are tried afresh without a `key`.
 */
export function FallbackImage({ sources, alt, ...img }: FallbackImageProps) {
  const [failed, setFailed] = useState<string[]>([]);
  const src = sources.find((s) => s && !failed.includes(s));
  if (!src)
    return <div role={alt ? "img" : undefined} aria-label={alt || undefined} aria-hidden={!alt || undefined} className={cn("bg-slate-200", img.className)} />;
  return <img {...img} src={src} alt={alt} onError={() => setFailed((f) => [...f, src])} />;
}
