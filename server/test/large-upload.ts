import { request } from "node:http";

export interface LargeUploadAnswer {
  status: number;
  text: string;
  /** Bytes the client had written when the answer arrived. */
  writtenWhenAnswered: number;
}

/**
 * POSTs `total` bytes of `fill` in 64 kB chunks, with or without a Content-Length, and stops
 * writing once the answer arrives: the server may answer (413) and close long before the
 * end. Write errors after that (EPIPE, ECONNRESET) are expected and ignored.
 */
export function postLargeBody(
  port: number,
  path: string,
  total: number,
  { declareLength = true, fill = "a,b,c\r\n", headers = {} as Record<string, string> } = {},
): Promise<LargeUploadAnswer> {
  const chunk = Buffer.from(fill.repeat(Math.ceil(65536 / fill.length))).subarray(0, 65536);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = request({
      host: "127.0.0.1",
      port,
      path,
      method: "POST",
      headers: { ...headers, "Content-Type": "text/csv", ...(declareLength ? { "Content-Length": String(total) } : { "Transfer-Encoding": "chunked" }) },
    });
    req.on("response", (res) => {
      answered = true;
      const at = written;
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, writtenWhenAnswered: at }));
      res.on("error", reject);
    });
    req.on("error", (err) => {
      if (!answered) reject(err);
    });
    const pump = () => {
      while (!answered && written < total) {
        const part = chunk.subarray(0, Math.min(chunk.length, total - written));
        written += part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}
