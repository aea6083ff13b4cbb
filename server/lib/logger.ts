import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * Paths pino blanks wherever they appear in a logged object: a last line of defence,
 * since the request serializers below already log no headers and no bodies.
 */
const REDACT = [
  "password",
  "*.password",
  "secret",
  "*.secret",
  "authorization",
  "*.authorization",
  "cookie",
  "*.cookie",
  "headers",
  "*.headers",
  "body",
  "*.body",
  "clientSecret",
  "*.clientSecret",
  "params",
  "*.params",
];

/** One JSON line per event on stdout (or the given stream, in tests). */
export function createLogger(level: LogLevel = "info", destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    redact: { paths: REDACT, censor: "[redacted]" },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  return destination ? pino(options, destination) : pino(options);
}

/** For code paths that may run without a logger (tests that do not look at logs). */
export const silentLogger: Logger = pino({ level: "silent" });
