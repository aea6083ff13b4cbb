import sharp from "sharp";

/**
 * Images for the upload tests, made with sharp itself (no binary fixtures): good files of each
 * accepted format, and the hostile ones issue 16 names.
 */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } }).composite([
    {
      input: { create: { width: Math.floor(width / 2), height: Math.floor(height / 2), channels: 3, background: { r: 20, g: 120, b: 200 } } },
      gravity: "centre",
    },
  ]);

/** A JPEG carrying EXIF with a camera make and a GPS position (IFD3 is sharp's name for the GPS IFD). */
export const jpegWithGps = () =>
  picture(900, 600)
    .jpeg()
    .withExif({
      IFD0: { Make: "SampleCam", Model: "Fictional 1" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "29/1 25/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "98/1 29/1 0/1" },
    })
    .toBuffer();

export const png = () => picture(640, 480).png().toBuffer();
export const webp = () => picture(400, 400).webp().toBuffer();
export const gif = () => picture(60, 60).gif().toBuffer();

/** 100 megapixels of one colour: ~300 kB of PNG that would need 300 MB to decode. */
export const pngBomb = () =>
  sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#ffffff" } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** 9 megapixels at 16 bits with transparency: 72 MB once decoded, from a file of a few kB. */
export const deepPng = () =>
  sharp({ create: { width: 3000, height: 3000, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 0.5 } } })
    .toColourspace("rgb16")
    .png({ progressive: true })
    .toBuffer();

export const svgWithScript = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');

/** A real JPEG that is also an HTML page: the markup rides in a comment (COM) segment after the start marker. */
export async function htmlJpegPolyglot(): Promise<Buffer> {
  const jpeg = await picture(200, 200).jpeg().toBuffer();
  const html = Buffer.from("<html><body><script>alert(document.domain)</script></body></html>");
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe, (html.length + 2) >> 8, (html.length + 2) & 0xff]), html]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** The first 60% of a JPEG: its header reads fine, its pixels end early. */
export const truncatedJpeg = async () => {
  const jpeg = await picture(800, 600).jpeg().toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
};
