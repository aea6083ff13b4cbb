import type { Server } from "node:http";
import type { RequestHandler, Response } from "express";

export interface Drain {
  /** True from SIGTERM on: /readyz answers 503 so the load balancer stops sending traffic. */
  readonly draining: boolean;
  /** Asks keep-alive clients to reconnect (elsewhere) once their current answer is sent. */
  middleware: RequestHandler;
  /**
   * Stops accepting connections, closes idle ones, lets in-flight requests finish, and
   * resolves true when all are done, or false after `timeoutMs` (then cuts the rest).
   */
  close: (server: Server, timeoutMs: number) => Promise<boolean>;
}

export function createDrain(): Drain {
  let draining = false;
  const inFlight = new Set<Response>();
  return {
    get draining() {
      return draining;
    },
    middleware: (_req, res, next) => {
      if (draining) res.set("Connection", "close");
      else {
        inFlight.add(res);
        res.once("close", () => inFlight.delete(res));
      }
      next();
    },
    close(server, timeoutMs) {
      draining = true;
      // Answers still being worked on close their connection once sent.
      for (const res of inFlight) if (!res.headersSent) res.set("Connection", "close");
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections();
          resolve(false);
        }, timeoutMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve(true);
        });
        // Keep-alive sockets with no request in flight would otherwise hold close() open.
        server.closeIdleConnections();
      });
    },
  };
}
