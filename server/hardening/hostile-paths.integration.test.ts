import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { expectSafeAnswer, hostileText, percentEncode, runs, SCRIPT_LIKE, PATH_LIKE } from "../test/hostile";
import { startServer, type RunningServer, copiedPgliteDir } from "../test/launch-server";
import { isBuiltCode } from "../middleware/security-headers";

/**
 * Raw request lines (nothing normalised by an HTTP client) against the real server process:
 * pages, assets, API and health paths with junk, traversal and script-looking text. Never a
 * 5xx or a stack, the security headers on every answer, and nothing echoed unescaped into HTML.
 */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

function rawRequest(port: number, method: string, target: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error(`timeout: ${method} ${target}`)));
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = raw.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const i = line.indexOf(":");
        if (i > 0) headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, text: rest.join("\r\n\r\n") });
    });
    // Written, not ended: the server closes the connection after its answer (Connection: close).
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

const MARKER = '"><svg onload=hostile>';

describe("hostile paths against the real server process", () => {
  let server: RunningServer;
  let port = 0;
  let dir = "";
  const tally: Record<string, number> = {};
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "sabd-hostile-paths-"));
    server = await startServer({
      PGLITE_DIR: copiedPgliteDir(join(dir, "db")),
      POST_RATE_LIMIT: "1000000",
      CONTACT_RATE_LIMIT: "1000000",
      SHUTDOWN_DELAY_MS: "0",
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
    console.log(`hostile-path cases: ${JSON.stringify(tally)}`);
  });

  it("answers every junk request line without a 5xx, with the security headers, echoing nothing into HTML", async () => {
    const prefix = fc.constantFrom(
      "/",
      "/api/",
      "/professional/",
      "/business/",
      "/articles/",
      "/article/",
      "/2013/",
      "/assets/",
      "/images/",
      "/healthz/",
      "/readyz?",
      "/contact?professional=",
      "/checkout?amount=",
      "/payment-success?payment_intent=",
    );
    const raw = fc.stringMatching(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?%<>"{}|\\^`[\]]{0,60}$/);
    const encoded = fc.oneof(hostileText, fc.constantFrom(MARKER, ...SCRIPT_LIKE)).map((s) => percentEncode(s).slice(0, 4000));
    const tail = fc.oneof(raw, encoded, fc.constantFrom(...PATH_LIKE), fc.constant(encodeURIComponent(MARKER)));
    const method = fc.constantFrom("GET", "GET", "GET", "HEAD", "POST", "OPTIONS", "DELETE", "TRACE");
    await fc.assert(
      fc.asyncProperty(method, prefix, tail, async (m, p, t) => {
        tally.requests = (tally.requests ?? 0) + 1;
        const target = p + t;
        const answer = await rawRequest(port, m, target);
        const what = `${m} ${target.slice(0, 200)}`;
        expectSafeAnswer({ status: answer.status, contentType: answer.headers["content-type"] ?? "", text: answer.text }, what, {
          api: target.startsWith("/api/") && m !== "HEAD",
        });
        // Node's parser refuses some request lines before the app sees them (a bare 400 with no headers).
        if (answer.headers["x-content-type-options"] === undefined) {
          expect(answer.status, what).toBe(400);
          expect(answer.text, what).toBe("");
          tally.refusedByNode = (tally.refusedByNode ?? 0) + 1;
          return;
        }
        expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
        // A built script or stylesheet carries only a subresource's headers (server/middleware/security-headers.ts).
        if (!isBuiltCode(target.split(/[?#]/)[0]!)) {
          expect(answer.headers["content-security-policy"], what).toBeTruthy();
          expect(answer.headers["x-frame-options"], what).toBe("DENY");
        }
        if ((answer.headers["content-type"] ?? "").includes("html")) {
          expect(answer.text, what).not.toContain("<svg onload=hostile");
          expect(answer.text, what).not.toContain("<script>window.__xss");
          expect(answer.text, what).not.toContain("<script>alert(1)");
        }
      }),
      {
        numRuns: runs(300),
        examples: [
          ["GET", "/professional/", encodeURIComponent(MARKER)],
          ["GET", "/articles/", "%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E"],
          ["GET", "/contact?professional=", encodeURIComponent(MARKER)],
          ["GET", "/assets/", "no-such-file.js"],
          ["GET", "/assets/", "..%2f..%2fpackage.json"],
          ["GET", "/", "%ED%A0%80"],
        ],
      },
    );
  });
});
