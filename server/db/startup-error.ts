import { PgliteFolderInUseError } from "./pglite-lock";
import { DatabaseUnreachableError } from "./wait-for-database";

/**
 * For `.catch()` where a command opens its database: a folder in use or a database that
 * never answered is the operator's to fix, so it gets one line on stderr and exit code 1,
 * not a stack. Anything else is a bug and is thrown on.
 */
export function exitOnStartupError(err: unknown): never {
  if (err instanceof PgliteFolderInUseError || err instanceof DatabaseUnreachableError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
