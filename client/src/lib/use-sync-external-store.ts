/**
 * wouter imports useSyncExternalStore from the `use-sync-external-store` shim, for React 17 and
 * older; React 19 has it built in, so the build points the shim here (vite.config.ts) and the home
 * page does not carry the shim's code.
 */
export { useSyncExternalStore } from "react";
