import { z } from "zod";

// Zod probes `new Function` to compile faster parsers; our CSP has no 'unsafe-eval', so the probe
// would be blocked and reported as a violation. Interpreted parsing is plenty fast for our forms.
// Imported for its effect by each module that parses, before it parses: the home page parses
// nothing, so zod's runtime stays out of its bundle.
z.config({ jitless: true });
