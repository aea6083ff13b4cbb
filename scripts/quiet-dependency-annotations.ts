import { createLogger, type Logger } from "vite";

/**
 * A dependency's misplaced `@__PURE__` comment (zod has two) makes Rollup print "contains an
 * annotation that Rollup cannot interpret" on every build: it reads like an error to a newcomer
 * and is nothing we can act on. Such a message about a file under node_modules is dropped; our
 * own code's, and every other message, still show.
 */
export function isDependencyAnnotationWarning(message: string): boolean {
  return message.includes("contains an annotation that Rollup cannot interpret") && /node_modules[\\/]/.test(message);
}

/** Vite's logger without those messages (Rollup reports them through Vite's logger, not onwarn). */
export function quietLogger(): Logger {
  const logger = createLogger();
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    if (!isDependencyAnnotationWarning(message)) warn(message, options);
  };
  return logger;
}
