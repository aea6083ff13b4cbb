import { isUtf8 } from "node:buffer";
import type { Request, Response } from "express";
import { HttpError } from "../../lib/http-error";

const mb = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** 413 for a body over the cap: said before the rest is read, and the connection closes after it. */
function tooLarge(res: Response, maxBytes: number, size?: number): HttpError {
  res.set("Connection", "close");
  const what = size === undefined ? "The file is larger than" : `The file is ${mb(size)}; the limit is`;
  return new HttpError(413, `${what} ${mb(maxBytes)}. Nothing was imported. Split it into smaller files and import each.`);
}

const ACCEPTED_TYPES = /^(text\/csv|text\/plain|application\/csv|application\/vnd\.ms-excel|application\/octet-stream)\s*(;|$)/i;

/**
 * The uploaded file's bytes (the raw request body), refused with 413 as soon as it is known to
 * be over `maxBytes`: at once from Content-Length, else once that many bytes have arrived.
 */
export async function readUpload(req: Request, res: Response, maxBytes: number): Promise<Buffer> {
  if (!ACCEPTED_TYPES.test(req.get("content-type") ?? "")) throw new HttpError(415, "Send the file as the request body with Content-Type: text/csv.");
  const encoding = (req.get("content-encoding") ?? "identity").toLowerCase();
  if (encoding !== "identity") throw new HttpError(415, "Send the file uncompressed (no Content-Encoding).");
  const declared = Number(req.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(res, maxBytes, declared);
  // Listeners rather than for-await: leaving an async iterator early destroys the socket, and
  // the 413 could not be sent. Past the cap the rest flows on unread and the connection closes.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (finish: () => void) => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      finish();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) done(() => reject(tooLarge(res, maxBytes)));
      else chunks.push(chunk);
    };
    const onEnd = () => done(() => resolve(Buffer.concat(chunks, size)));
    const onError = (err: Error) => done(() => reject(err));
    const onClose = () => done(() => reject(new HttpError(400, "The upload was interrupted. Nothing was imported.")));
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const NOT_UTF8 = 'The file is not UTF-8. Nothing was imported. In your spreadsheet, save it as "CSV UTF-8" and try again.';

/** Line number (1-based) of a byte offset. */
function lineOf(bytes: Buffer, offset: number): number {
  let line = 1;
  for (let i = bytes.indexOf(10); i !== -1 && i < offset; i = bytes.indexOf(10, i + 1)) line++;
  return line;
}

/** The first line that is not valid UTF-8, found only once the whole file was refused. */
function firstBadLine(bytes: Buffer): number {
  let start = 0;
  for (let line = 1; start <= bytes.length; line++) {
    const end = bytes.indexOf(10, start);
    const stop = end === -1 ? bytes.length : end;
    if (!isUtf8(bytes.subarray(start, stop))) return line;
    start = stop + 1;
  }
  return 1;
}

/**
 * The file as text: UTF-8 only (a UTF-8 byte order mark is accepted and dropped). UTF-16,
 * Latin-1 or Windows-1252 bytes and NUL bytes are refused with a 400 that says what is wrong.
 */
export function decodeUpload(bytes: Buffer): string {
  if (bytes.length === 0) throw new HttpError(400, "The file is empty.");
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  const utf16 = (body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff);
  const head = body.subarray(0, 400);
  const zeros = head.reduce((n, b) => n + (b === 0 ? 1 : 0), 0);
  if (utf16 || zeros > head.length / 4) throw new HttpError(400, `${NOT_UTF8} (It looks like UTF-16 text.)`);
  const nul = body.indexOf(0);
  if (nul !== -1) throw new HttpError(400, `The file contains a NUL byte on line ${lineOf(body, nul)}, which no text can hold. Nothing was imported.`);
  if (!isUtf8(body)) throw new HttpError(400, `${NOT_UTF8} (Line ${firstBadLine(body)} has bytes that are not UTF-8, as in a Latin-1 or Windows-1252 file.)`);
  return body.toString("utf8");
}
