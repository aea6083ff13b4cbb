import { useState, type ImgHTMLAttributes } from "react";
import type { ListingImage } from "@shared/media";
import { mediaUrl, srcSet } from "@shared/media-url";
import { FallbackImage } from "@/components/ui/fallback-image";

type ListingPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "alt" | "onError" | "width" | "height"> & {
  /** The owner's uploaded image (the API's `image`), or null. */
  image: ListingImage | null | undefined;
  /** What FallbackImage shows without an uploaded image, or when it fails to load. */
  fallbackSources: readonly (string | null | undefined)[];
  /** The alt text without an uploaded one. */
  fallbackAlt: string;
  /** The displayed box: the width and height attributes, so the layout does not shift while it loads. */
  width: number;
  height: number;
  /** The `sizes` of both sources: how wide the image is shown at each viewport. */
  sizes: string;
};

/**
 * An owner's photo or logo as a <picture>: AVIF, then WebP, each with every stored width
 * (`srcset` with w descriptors) so the browser picks the smallest that fills the box; the
 * existing photoUrl/logoUrl chain when there is none.
 */
export function ListingPicture({ image, fallbackSources, fallbackAlt, width, height, sizes, ...img }: ListingPictureProps) {
  const [failed, setFailed] = useState(false);
  if (!image?.variants.length || failed) return <FallbackImage {...img} sources={fallbackSources} alt={fallbackAlt} width={width} height={height} />;
  const fallback = image.variants.find((v) => v.width >= width * 2) ?? image.variants.at(-1)!;
  return (
    <picture className="shrink-0">
      <source type="image/avif" srcSet={srcSet(image.variants, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.variants, "webp")} sizes={sizes} />
      <img {...img} src={mediaUrl(fallback.webp, "webp")} alt={image.alt || fallbackAlt} width={width} height={height} onError={() => setFailed(true)} />
    </picture>
  );
}
