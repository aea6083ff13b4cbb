/**
 * How a listing's stored image is addressed (/media/<hash>.<ext>) and described in a srcset: the
 * zod-free part of shared/media.ts, which the visitors' cards import without loading zod.
 */
export const mediaFormats = ["avif", "webp"] as const;
export type MediaFormat = (typeof mediaFormats)[number];

/** One resized size of an image: the media hash of each format (photoVariantSchema's shape). */
export interface ImageVariant {
  width: number;
  height: number;
  webp: string;
  avif: string;
}

/** Where a stored image is served. */
export const mediaUrl = (hash: string, format: MediaFormat): string => `/media/${hash}.${format}`;

/** A srcset of one format: "/media/<hash>.avif 96w, …". */
export const srcSet = (variants: readonly ImageVariant[], format: MediaFormat): string =>
  variants.map((v) => `${mediaUrl(v[format], format)} ${v.width}w`).join(", ");

/** The largest size's WebP address: a page's preview image (og:image) and its structured data's photo. */
export const largestImageUrl = (variants: readonly ImageVariant[]): string | undefined => {
  const largest = [...variants].sort((a, b) => b.width - a.width)[0];
  return largest && mediaUrl(largest.webp, "webp");
};
