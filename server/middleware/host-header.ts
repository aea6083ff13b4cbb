import type { RequestHandler } from "express";
import { isWellFormedHost } from "../lib/host";

/**
 * A malformed Host (`x:99999`, `a b`) is the client's mistake: a 400 at the door, instead of a
 * 500 wherever the site builds a URL from it (page heads, robots.txt, the sitemap). A request
 * without Host (HTTP/1.0) goes on; the pages then use their fallback.
 */
export const rejectMalformedHost: RequestHandler = (req, res, next) => {
  const host = req.headers.host;
  if (host === undefined || isWellFormedHost(host)) return next();
  res.status(400).json({ message: "The Host header is not a valid host name and port" });
};
