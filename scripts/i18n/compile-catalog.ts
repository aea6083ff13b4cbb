import { compileMessage } from "@lingui/message-utils/compileMessage";

/**
 * A catalog's ICU messages compiled to Lingui's runtime form, as the browser receives them: the
 * production runtime has no ICU parser, so each language's text is parsed once, at build time.
 * Throws naming the key of a message that is not valid ICU.
 */
export function compileCatalog(catalog: Record<string, string>, file: string): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(catalog)) {
    if (typeof message !== "string") throw new Error(`${file}: "${key}" is not a text`);
    compiled[key] = compileMessage(message, (error) => {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${error}`);
    });
  }
  return compiled;
}
