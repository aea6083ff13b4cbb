import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";

/**
 * A catalog's ICU messages compiled to Lingui's runtime form, as the browser receives them: the
 * production runtime has no ICU parser, so each language's text is parsed once, at build time.
 * Throws naming the key of a message that is not valid ICU.
 */
export function compileCatalog(catalog: Record<string, string>, file: string): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(catalog)) {
    if (typeof message !== "string") throw new Error(`${file}: "${key}" is not a text`);
    // compileMessage's second argument maps texts (it is no error callback) and it swallows a parse
    // error, handing back the raw message: every placeholder would print as "{name}". This throws.
    try {
      compiled[key] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return compiled;
}
