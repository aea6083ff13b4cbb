import { createLogger } from "./logger";
import { formatQuickLine, quickLogDestination } from "./quick-log";

const json = (fields: Record<string, unknown>) => JSON.stringify({ time: "2026-11-26T14:03:23.864Z", pid: 1, ...fields });

describe("the quick start's log lines", () => {
  it("gives an event's message alone, and marks warnings and errors in front", () => {
    expect(formatQuickLine(json({ level: 30, msg: "Ready on http://localhost:5000", url: "http://localhost:5000" }))).toBe("Ready on http://localhost:5000");
    expect(formatQuickLine(json({ level: 40, msg: "PUBLIC_ORIGIN is not set" }))).toBe("warning: PUBLIC_ORIGIN is not set");
    expect(formatQuickLine(json({ level: 50, msg: "mail failed", err: { message: "connect ECONNREFUSED" } }))).toBe(
      "error: mail failed (connect ECONNREFUSED)",
    );
  });

  it("leaves out successful requests and writes a refused or failed one compactly", () => {
    const request = { msg: "request", reqId: "r1", method: "GET", path: "/x", durationMs: 3.2, ip: "127.0.0.1" };
    expect(formatQuickLine(json({ level: 30, status: 200, ...request }))).toBeNull();
    expect(formatQuickLine(json({ level: 40, status: 404, ...request }))).toBe("warning: GET /x → 404 (3.2 ms)");
    expect(formatQuickLine(json({ level: 50, status: 500, ...request }))).toBe("error: GET /x → 500 (3.2 ms)");
  });

  it("is what a pino logger writes through quickLogDestination", () => {
    const out: string[] = [];
    const logger = createLogger("info", quickLogDestination({ write: (t) => out.push(t) }));
    logger.info({ method: "GET", path: "/", status: 200, durationMs: 1 }, "request");
    logger.debug("hidden at info");
    logger.info({ url: "http://localhost:5000" }, "Ready on http://localhost:5000");
    expect(out).toEqual(["Ready on http://localhost:5000\n"]);
  });
});
