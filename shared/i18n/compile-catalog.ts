import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/**
 * A catalog's ICU messages compiled to Lingui's runtime form, as the browser receives them: the
 * production runtime has no ICU parser, so each language's text is parsed once, at build time.
 * The server's catalog (server/i18n) is compiled the same way when the process starts.
 * Throws naming the key of a message that is not valid ICU. (Lingui's `compileMessage` would log
 * the error and hand back the raw text, and its second argument maps texts: it is no error handler.)
 */
export function compileCatalog(catalog: Record<string, string>, file: string): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(catalog)) {
    if (typeof message !== "string") throw new Error(`${file}: "${key}" is not a text`);
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return compiled;
}
