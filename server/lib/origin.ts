import type { Request } from "express";

export interface OriginPolicy {
  /** The site's public address (PUBLIC_ORIGIN): when set, the only origin ever written. */
  publicOrigin?: string | undefined;
  /**
   * Without publicOrigin: the Host values (host[:port], any case) echoed into canonical links,
   * Open Graph URLs, robots.txt and the sitemap. Unset, every host is echoed (development, tests).
   */
  allowedHosts?: readonly string[] | undefined;
  /** The host written for any other Host (default localhost). */
  fallbackHost?: string | undefined;
}

/**
 * The origin of the URLs a page or sitemap writes for this request. Behind a CDN an echoed
 * Host would be cached for every visitor, so production limits it to known hosts. The scheme is
 * http or https only (X-Forwarded-Proto counts only from a trusted proxy, and is still text).
 */
export function originResolver({ publicOrigin, allowedHosts, fallbackHost = "localhost" }: OriginPolicy): (req: Pick<Request, "protocol" | "get">) => string {
  const fixed = publicOrigin?.replace(/\/+$/, "");
  if (fixed) return () => fixed;
  const allowed = allowedHosts && new Set(allowedHosts.map((h) => h.toLowerCase()));
  return (req) => {
    const host = req.get("host")?.toLowerCase();
    const echoed = host && (!allowed || allowed.has(host)) ? host : fallbackHost;
    return `${req.protocol === "https" ? "https" : "http"}://${echoed}`;
  };
}

/** The Host values that name this server itself: localhost and loopback on its port, and HOST when it is not a wildcard. */
export function ownHosts(host: string, port: number): string[] {
  const own = host === "0.0.0.0" || host === "::" ? [] : [host.includes(":") ? `[${host}]` : host];
  return [...new Set(["localhost", "127.0.0.1", "[::1]", ...own])].map((name) => `${name}:${port}`);
}
