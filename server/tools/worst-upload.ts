import sharp from "sharp";
import { MAX_DECODED_BYTES, MAX_UPLOAD_PIXELS } from "@shared/media";

/**
 * The upload that costs the most memory among those the site accepts (issue 26 item 5): an
 * interlaced (so decoded whole) 16-bit PNG with transparency, 8 bytes a pixel, as many pixels
 * as the decoded-bytes and pixel limits allow; small on the wire (one colour compresses well).
 */
export async function worstAcceptedUpload(): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(Math.min(MAX_UPLOAD_PIXELS, MAX_DECODED_BYTES / 8)));
  return sharp({ create: { width: side, height: side, channels: 4, background: { r: 30, g: 140, b: 90, alpha: 0.6 } } })
    .toColourspace("rgb16")
    .png({ progressive: true, compressionLevel: 9 })
    .toBuffer();
}
