import { useState, type ImgHTMLAttributes } from "react";

/** An <img> that swaps in `fallback` when its source fails, so no broken image ever shows. */
export function FallbackImage({ src, fallback, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; fallback: string; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const current = failedSrc === src ? fallback : src;
  return <img {...rest} src={current} alt={alt} onError={() => current !== fallback && setFailedSrc(src)} />;
}
