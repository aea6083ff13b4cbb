import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "../lib/logger";

/** An id a load balancer sent is kept (so its log and ours line up) if it looks like an id. */
const INCOMING_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Health probes arrive every few seconds; a line for each would bury the real traffic. */
const QUIET_PATHS = new Set(["/healthz", "/readyz"]);

/** Express rewrites req.url inside mounted routers; originalUrl is what the client asked for. */
const pathOf = (req: IncomingMessage) => ((req as { originalUrl?: string }).originalUrl ?? req.url ?? "").split("?")[0]!.slice(0, 300);

/**
 * One JSON line per finished request: reqId, method, path (never the query string, which
 * can carry Stripe's client secret on /payment-success), status, durationMs and the client
 * IP. No headers and no bodies are logged, so no cookies, card data or message text either.
 */
export function requestLog(logger: Logger): RequestHandler {
  const fields = (req: IncomingMessage, res: ServerResponse, durationMs: number) => ({
    method: req.method,
    path: pathOf(req),
    status: res.statusCode,
    durationMs,
    ip: (req as { ip?: string }).ip,
  });
  const middleware = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "reqId" },
    genReqId: (req, res) => {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && INCOMING_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    autoLogging: { ignore: (req) => QUIET_PATHS.has(pathOf(req)) },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request",
    customSuccessObject: (req, res, val: { responseTime: number }) => fields(req, res, val.responseTime),
    customErrorObject: (req, res, _err, val: { responseTime: number }) => fields(req, res, val.responseTime),
  });
  return (req, res, next) => middleware(req, res, next);
}
