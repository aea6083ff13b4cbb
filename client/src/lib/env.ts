/**
 * VITE_* variables, read at build time; empty strings count as missing, as on the server.
 * Checked by hand rather than with zod: this module is in the home page's bundle.
 */
function optionalKey(value: unknown, prefix = ""): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  if (!value.startsWith(prefix)) {
    console.error(`Ignoring an invalid client key: it must start with ${prefix}`);
    return undefined;
  }
  return value.trim();
}

export const clientEnv = {
  VITE_GOOGLE_MAPS_API_KEY: optionalKey(import.meta.env.VITE_GOOGLE_MAPS_API_KEY),
  VITE_STRIPE_PUBLISHABLE_KEY: optionalKey(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY, "pk_"),
};
