import { isbot } from "isbot";

/** Distinct user agents remembered (the first ones seen; browsers repeat a few hundred strings). */
const MAX_REMEMBERED = 2000;
const seen = new Map<string, boolean>();

/**
 * Whether a request comes from a known crawler, monitor or script, by its User-Agent (isbot's
 * list: Googlebot, bingbot, curl, HeadlessChrome, python-requests…). No user agent at all is no
 * browser either. The answers are kept per string: isbot's pattern is long, and the same few
 * strings come again and again.
 */
export function isKnownBot(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.length < 10) return true;
  const known = seen.get(userAgent);
  if (known !== undefined) return known;
  const bot = isbot(userAgent);
  if (seen.size < MAX_REMEMBERED) seen.set(userAgent, bot);
  return bot;
}
