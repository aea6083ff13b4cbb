/** One DNS label, underscores allowed (container and service names use them). */
const LABEL = "[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?";
/** RFC 9110 Host: a name or IPv4 address, or an [IPv6] literal, then an optional :port. */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9A-Fa-f:.]+\\])(?::\\d{0,5})?$`);

/**
 * Whether a Host header value is a host name (or address) and port that a URL can be built on.
 * The page heads put it in `new URL()`, where anything else throws.
 */
export function isWellFormedHost(host: string): boolean {
  if (host.length > 255 || !HOST.test(host)) return false;
  const port = host.slice(host.lastIndexOf("]") + 1).split(":")[1];
  if (port && Number(port) > 65535) return false;
  try {
    new URL(`http://${host}/`);
    return true;
  } catch {
    return false; // e.g. an IPv4 address with a part over 255, or a bracketed text that is no IPv6 address
  }
}
