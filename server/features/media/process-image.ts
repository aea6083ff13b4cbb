import { createHash } from "node:crypto";
import sharp from "sharp";
import { MAX_DECODED_BYTES, MAX_UPLOAD_PIXELS, VARIANT_SIZES, type MediaFormat, type PhotoPurpose } from "@shared/media";
import { HttpError } from "../../lib/http-error";
import { checkSignal, createDecodeSlots } from "./decode-slots";

/** One encoded file, ready for the media table. */
export interface EncodedMedia {
  hash: string;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  variants: { width: number; height: number; webp: EncodedMedia; avif: EncodedMedia }[];
}

type SourceFormat = "jpeg" | "png" | "webp";

/** What the first bytes say the file is: only these three are accepted, whatever its name or Content-Type. */
export function sniffFormat(bytes: Buffer): SourceFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}

/**
 * Markup that has no business inside a photo: a file that carries it is an HTML/image polyglot
 * (a browser that sniffs it, or a later bug that serves the original, would run it). XMP
 * metadata (`<x:xmpmeta`, `<?xpacket`, `<rdf:`) is legitimate and not matched.
 */
const MARKUP = /<script|<html|<body|<iframe|<object|<embed|<!doctype\s+html|javascript:/i;

export const NOT_AN_IMAGE = "The file is not a JPEG, PNG or WebP image.";
export const DAMAGED_IMAGE = "The image is damaged or incomplete.";
export const HAS_MARKUP = "The file contains HTML or script, so it is not accepted as an image.";
export const TOO_MANY_PIXELS = `The image is larger than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels.`;
export const TOO_MANY_BYTES =
  "The image is too large to process: save it at a smaller size or 8 bits per channel (up to 21 megapixels of color, 16 with transparency).";

/** Bytes per sample of each libvips band format sharp reports as `depth`. */
const SAMPLE_BYTES: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/**
 * sharp for a server (issue 26 item 5): no cache of decoded operations between uploads (each
 * file is seen once; the cache only held memory), and one libvips thread per image, since
 * MAX_CONCURRENT images already run at once on a small machine.
 */
sharp.cache(false);
sharp.concurrency(1);

/**
 * Checks an upload by its content and makes the variants of `purpose`: the format from its magic
 * bytes and again from sharp's reading of the header; the pixel count from the header alone,
 * before anything is decoded; then one full decode (sharp's own pixel limit as a second guard,
 * failing on any warning, so a truncated file is refused), turned upright by its EXIF
 * orientation. sharp writes no metadata unless asked, so EXIF, GPS, XMP and ICC are all dropped.
 */
export async function processImage(bytes: Buffer, purpose: PhotoPurpose, signal?: AbortSignal): Promise<ProcessedImage> {
  const decoded = await checkHeader(bytes);
  return withSlots(decoded > MAX_DECODED_BYTES / 2 ? MAX_CONCURRENT : 1, () => resize(bytes, purpose, signal), signal);
}

/**
 * At most this many uploads decode and encode at once per process (each keeps a core busy): the
 * others wait their turn, so a burst of uploads cannot starve the page reads of CPU; one whose
 * decode is large takes them all (decode-slots.ts).
 */
const MAX_CONCURRENT = 2;
const withSlots = createDecodeSlots(MAX_CONCURRENT);

/** Checks the file from its bytes and header alone (nothing decoded) and returns what decoding it would take in memory. */
async function checkHeader(bytes: Buffer): Promise<number> {
  const sniffed = sniffFormat(bytes);
  if (!sniffed) throw new HttpError(400, NOT_AN_IMAGE);
  if (MARKUP.test(bytes.toString("latin1"))) throw new HttpError(400, HAS_MARKUP);
  const header = await sharp(bytes)
    .metadata()
    .catch(() => {
      throw new HttpError(400, DAMAGED_IMAGE);
    });
  if (header.format !== sniffed) throw new HttpError(400, NOT_AN_IMAGE);
  if (!header.width || !header.height) throw new HttpError(400, DAMAGED_IMAGE);
  if (header.width * header.height > MAX_UPLOAD_PIXELS) throw new HttpError(400, TOO_MANY_PIXELS);
  // What the decode costs in memory: a 40-megapixel 16-bit PNG with transparency is 320 MB.
  const decoded = header.width * header.height * (header.channels ?? 4) * (SAMPLE_BYTES[header.depth ?? ""] ?? 8);
  if (decoded > MAX_DECODED_BYTES) throw new HttpError(400, TOO_MANY_BYTES);
  return decoded;
}

async function resize(bytes: Buffer, purpose: PhotoPurpose, signal: AbortSignal | undefined): Promise<ProcessedImage> {
  const sizes = VARIANT_SIZES[purpose];
  const largest = sizes.at(-1)!;
  // One decode, down to the largest variant; the smaller ones are made from that.
  const base = await sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: "warning" })
    .rotate()
    .resize(largest.width, largest.height, fitFor(purpose))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new HttpError(400, DAMAGED_IMAGE);
    });
  checkSignal(signal);
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } } as const;
  const variants = await Promise.all(
    sizes.map(async ({ width, height }) => {
      const resized = await sharp(base.data, raw).resize(width, height).raw().toBuffer();
      const at = () => sharp(resized, { raw: { width, height, channels: base.info.channels } });
      const [webp, avif] = await Promise.all([at().webp({ quality: 80 }).toBuffer(), at().avif({ quality: 55, effort: 2 }).toBuffer()]);
      return { width, height, webp: encoded(webp, "webp", width, height), avif: encoded(avif, "avif", width, height) };
    }),
  );
  return { variants };
}

/** A photo fills its square (centred on what draws the eye); a logo is shown whole on a transparent field. */
function fitFor(purpose: PhotoPurpose): sharp.ResizeOptions {
  return purpose === "photo" ? { fit: "cover", position: sharp.strategy.attention } : { fit: "contain", background: { r: 255, g: 255, b: 255, alpha: 0 } };
}

function encoded(bytes: Buffer, format: MediaFormat, width: number, height: number): EncodedMedia {
  return { hash: createHash("sha256").update(bytes).digest("hex"), contentType: `image/${format}`, width, height, bytes };
}
