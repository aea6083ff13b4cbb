import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  /** Headers and body as they came over the wire (no Accept-Encoding is sent, so the body is plain). */
  text: string;
}

/**
 * A GET with exactly this Host header over a raw socket: fetch() and node:http check or rewrite
 * the header, and a malformed one is the point of the tests that use this.
 */
export function rawGet(port: number, path: string, host: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (d: string) => (text += d));
    socket.on("error", reject);
    socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  });
}
