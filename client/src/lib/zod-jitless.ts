import { z } from "zod/v4";

// The browser build resolves every `import … from "zod"` to this module (vite.config.ts), so the
// setting below runs before any schema is built, in whichever chunk builds it first. Zod probes
// `new Function` when it builds an object schema; our CSP has no 'unsafe-eval', so the probe would
// be blocked and reported as a violation. Interpreted parsing is plenty fast for our forms. A
// side-effect import in each parsing module was not enough: Rollup may run a chunk's imported
// chunks (which build schemas) before the importing module's first import.
z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
