import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import Stripe from "stripe";
import { ZodError } from "zod";
import type { ErrorResponse } from "@shared/schema";
import { HttpError } from "../lib/http-error";
import { answerLocale, localizeMessage, localizedZodError, tooManyIn } from "../i18n/api-messages";
import { fallbackLogger } from "../lib/logger";
import { describeError, isDatabaseUnavailable } from "./database-errors";

/** Errors raised by body-parser carry a type and an HTTP status meant for the client. */
interface BodyParserError extends Error {
  type: string;
  status: number;
}
function isBodyParserError(err: unknown): err is BodyParserError {
  return err instanceof Error && typeof (err as Partial<BodyParserError>).type === "string" && "status" in err;
}

/**
 * A client error raised by Express itself or by a library in the http-errors style: the
 * router's URIError for a malformed %-escape in a path parameter (status 400), express.static's
 * 404/403/416. Its message may echo the URL, so only the standard status text is sent.
 */
function clientErrorStatus(err: unknown): number | undefined {
  if (!(err instanceof Error)) return undefined;
  const status = (err as { status?: unknown; statusCode?: unknown }).status ?? (err as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

export function toErrorResponse(err: ZodError): ErrorResponse {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of err.issues) {
    const key = issue.path.join(".") || "body";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const message = err.issues
    .map((i) => (i.path.length && !i.message.startsWith(String(i.path[0])) ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
  return { message, fieldErrors };
}

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}` });
};

export const DATABASE_UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";

/** The one place that turns errors into answers: handlers throw, this answers. Never leaks a stack. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) return;
  // A Spanish page's request (Accept-Language: es) reads its message in Spanish (issue 29).
  const locale = answerLocale(req);
  const said = (message: string) => localizeMessage(message, locale);
  if (err instanceof ZodError) {
    res.status(400).json(locale === "en" ? toErrorResponse(err) : localizedZodError(err, locale, req.body));
  } else if (err instanceof HttpError) {
    const retryAfter = Number(res.get("Retry-After"));
    const message = err.status === 429 && locale !== "en" && Number.isFinite(retryAfter) ? tooManyIn(locale, retryAfter) : said(err.message);
    res.status(err.status).json({ message, ...(err.code && { code: err.code }), ...(err.fieldErrors && { fieldErrors: err.fieldErrors }) });
  } else if (isBodyParserError(err)) {
    const messages: Record<string, string> = {
      "entity.parse.failed": "Malformed JSON in request body",
      "entity.too.large": "Request body is too large",
      "encoding.unsupported": "Unsupported request body encoding",
      "charset.unsupported": "Unsupported request body charset",
    };
    res.status(err.status >= 400 && err.status < 500 ? err.status : 400).json({ message: said(messages[err.type] ?? "Invalid request body") });
  } else if (err instanceof Stripe.errors.StripeError) {
    // The provider refused or failed: not the visitor's mistake, and its details stay in our log.
    logError(req, { stripe: err.type, message: err.message }, "payment provider error");
    res.status(502).json({ message: said("The payment provider is not available right now. Please try again later.") });
  } else if (isDatabaseUnavailable(err)) {
    // PostgreSQL is down or unreachable: say so at once; the pool reconnects by itself when it is back.
    logError(req, { err: describeError(err) }, "database unavailable");
    res
      .status(503)
      .set("Retry-After", "5")
      .json({ message: said(DATABASE_UNAVAILABLE_MESSAGE) });
  } else if (clientErrorStatus(err)) {
    // After Stripe's errors: they carry a statusCode too, and stay a 502.
    const status = clientErrorStatus(err)!;
    res.status(status).json({ message: err instanceof URIError ? "The URL is not valid" : (STATUS_CODES[status] ?? "Bad request") });
  } else {
    logError(req, { err: describeError(err) }, "request failed");
    res.status(500).json({ message: said("Something went wrong on our side. Please try again later.") });
  }
};

/** Through the request's logger (it carries the request id) when the request log is mounted, else the fallback. */
function logError(req: Request, details: object, message: string) {
  // The path only: a query string can carry a client secret.
  const where = { method: req.method, path: req.originalUrl.split("?")[0] };
  (req.log ?? fallbackLogger()).error({ ...where, ...details }, message);
}
