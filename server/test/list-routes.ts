import type { Router } from "express";
import { accountGuardMarker } from "../account/owner";
import { roleGuardMarker, type RoleGuard, type StaffRole } from "../auth/staff";

/** One endpoint of a composed router, as Express 5 holds it. */
export interface ListedRoute {
  method: string;
  /** The pattern as written, prefixes of nested routers included: `/professionals/:id`. */
  pattern: string;
  /** A concrete path that the pattern matches (parameters filled with dummies). */
  path: string;
  /** The role the first handler requires, or undefined when the first handler is no role guard. */
  role: StaffRole | undefined;
  /** Whether the first handler is requireAccount (the owners' /api/account routes). */
  account: boolean;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle: { stack?: Layer[] };
  rawPath?: string | string[];
}

const join = (prefix: string, path: string) => (path === "/" ? prefix || "/" : `${prefix}${path}`);

/** `/a/:id{/:rest}/*splat` → `/a/1/1/x`: parameters become dummies, optional groups are kept. */
export function concretePath(pattern: string): string {
  return pattern
    .replace(/[{}]/g, "")
    .replace(/:[A-Za-z_$][\w$]*/g, "1")
    .replace(/\*[A-Za-z_$][\w$]*/g, "x");
}

const isAccountGuard = (handler: unknown) => typeof handler === "function" && accountGuardMarker in handler;
const roleOf = (handler: unknown): StaffRole | undefined => (typeof handler === "function" ? (handler as Partial<RoleGuard>)[roleGuardMarker] : undefined);

/**
 * Every route of a router and of the routers mounted in it (router.use(path?, router)),
 * with the role its first handler demands. The guards test walks adminRouter with it, so a
 * route added by any area is checked without anyone listing it.
 */
export function listRoutes(router: Router, prefix = ""): ListedRoute[] {
  const routes: ListedRoute[] = [];
  for (const layer of (router as unknown as { stack: Layer[] }).stack) {
    const paths = [layer.route?.path ?? layer.rawPath ?? "/"].flat();
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).map((m) => (m === "_all" ? "get" : m));
      const first = layer.route.stack[0]?.handle;
      const role = roleOf(first);
      const account = isAccountGuard(first);
      for (const path of paths)
        for (const method of methods) routes.push({ method, pattern: join(prefix, path), path: concretePath(join(prefix, path)), role, account });
    } else if (Array.isArray(layer.handle.stack)) {
      for (const path of paths) routes.push(...listRoutes(layer.handle as unknown as Router, path === "/" ? prefix : join(prefix, path)));
    }
  }
  return routes;
}
