import { srcSet, type ImageVariant } from "./media-url";

/**
 * How wide a listing page shows its main picture (the owner's photo or logo) at each viewport: the
 * `sizes` of its <picture> (client ListingPicture) and of the server's preload of the same image.
 */
export const LISTING_PICTURE_SIZES = {
  professional: "(min-width: 640px) 160px, min(256px, 100vw - 2rem)",
  business: "(min-width: 640px) 192px, min(256px, 100vw - 2rem)",
} as const;

/** The AVIF candidates (the <picture>'s first source, which every browser that preloads images reads) and their sizes. */
export interface LeadImage {
  srcset: string;
  sizes: string;
}

/**
 * A listing page's main picture, when the owner uploaded one: often the page's largest paint on a
 * phone. The server names it in the head (rel=preload), so it downloads beside the scripts instead of
 * after the first render has created its <img>.
 */
export function leadImage(kind: keyof typeof LISTING_PICTURE_SIZES, image: { variants: readonly ImageVariant[] } | null | undefined): LeadImage | undefined {
  return image?.variants.length ? { srcset: srcSet(image.variants, "avif"), sizes: LISTING_PICTURE_SIZES[kind] } : undefined;
}
