import type { Server } from "node:http";
import type { RequestHandler, Response } from "express";

export interface Drain {
  /** True from SIGTERM on: /readyz answers 503 so the load balancer stops sending traffic. */
  readonly draining: boolean;
  /** Asks keep-alive clients to reconnect (elsewhere) once their current answer is sent. */
  middleware: RequestHandler;
  /**
   * Turns draining on at once, keeps accepting and serving for `delayMs` (the pre-stop delay),
   * then stops accepting connections, closes idle ones, lets in-flight requests finish, and
   * resolves true when all are done, or false `timeoutMs` after the delay (then cuts the rest).
   */
  close: (server: Server, timeoutMs: number, delayMs?: number) => Promise<boolean>;
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
    async close(server, timeoutMs, delayMs = 0) {
      draining = true;
      // Answers still being worked on close their connection once sent.
      for (const res of inFlight) if (!res.headersSent) res.set("Connection", "close");
      // Requests that already reached us may still wait unread in the kernel's backlog or on an
      // accepted socket (PGlite works in this thread and holds the event loop during a burst):
      // closing the listener now would reset them. Meanwhile /readyz says 503 to the load balancer.
      if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
      return new Promise<boolean>((resolve) => {
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
