import { z } from "zod";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "./storable-text";

/**
 * Owners' photos and logos (issue 16, item 4): what an upload may be, the sizes it is resized
 * to, and how a listing's main image reaches the public pages.
 */

/** Largest upload, in bytes (the body parser answers 413 past it). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Largest image, in pixels: refused from its header, before any decoding. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/**
 * Largest image once decoded, in bytes (pixels x channels x bytes per sample): what decoding it
 * costs in memory, whatever its pixel count says (a 16-bit PNG with transparency takes 8 bytes a
 * pixel). 64 MB: 21 megapixels of 8-bit colour, 16 with transparency, 8 at 16 bits.
 */
export const MAX_DECODED_BYTES = 64 * 1024 * 1024;
/** Most photos and logos one listing keeps. */
export const MAX_PHOTOS_PER_LISTING = 20;

export const photoPurposes = ["photo", "logo"] as const;
export type PhotoPurpose = (typeof photoPurposes)[number];

/**
 * The variants each purpose is resized to. A photo is square: the professional card shows it at
 * 96 px (h-24), the detail page at up to 256 px (max-w-64); each at 1x and 2x. A logo is 4:3:
 * the business card shows it at 64x48, the related-business box at 128x96, the detail page at
 * up to 256x192; 512 covers 2x screens.
 */
export const VARIANT_SIZES: Record<PhotoPurpose, readonly { width: number; height: number }[]> = {
  photo: [96, 192, 256, 512].map((w) => ({ width: w, height: w })),
  logo: [64, 128, 256, 512].map((w) => ({ width: w, height: (w * 3) / 4 })),
};

export { mediaFormats, type MediaFormat } from "./media-url";

const hash = z.string().regex(/^[0-9a-f]{64}$/);

/** One resized size of an image: the media hash of each format. */
export const photoVariantSchema = z.object({ width: z.number().int(), height: z.number().int(), webp: hash, avif: hash });
export type PhotoVariantInfo = z.infer<typeof photoVariantSchema>;

/** A listing's main photo (professional) or logo (business) as the public responses carry it. */
export const listingImageSchema = z.object({ alt: z.string(), variants: z.array(photoVariantSchema) });
export type ListingImage = z.infer<typeof listingImageSchema>;

/** GET /api/account/listings/:kind/:id/photos: one photo or logo of an owned listing. */
export const ownerPhotoSchema = z.object({
  id: z.number().int(),
  purpose: z.enum(photoPurposes),
  position: z.number().int(),
  alt: z.string(),
  variants: z.array(photoVariantSchema),
  createdAt: z.string(),
});
export type OwnerPhoto = z.infer<typeof ownerPhotoSchema>;

/** POST /api/account/listings/:kind/:id/photos?purpose=photo&alt=…, the image bytes as the body. */
export const photoUploadQuerySchema = z.object({
  purpose: z.enum(photoPurposes, { error: "purpose must be photo or logo" }),
  alt: z
    .string({ error: "alt must be a single text" })
    .trim()
    .min(1, "alt must describe the image (1 to 200 characters)")
    .max(200, "alt must be at most 200 characters")
    .refine(isStorableText, `alt ${UNSTORABLE_TEXT_MESSAGE}`),
});
export type PhotoUploadQuery = z.infer<typeof photoUploadQuerySchema>;

/** /account/listings/:kind/:id/photos/:photoId… */
export const photoParamsSchema = z.object({
  photoId: z
    .string()
    .regex(/^\d{1,9}$/, "photoId must be a positive integer")
    .transform(Number),
});

export { mediaUrl, srcSet } from "./media-url";
