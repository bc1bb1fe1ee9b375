import { config } from 'zod';

/*
 * Zod compiles object parsers with new Function unless told not to. The CSP (script-src
 * 'self') refuses that, and even zod's probe for it is reported as a violation. Imported first
 * by main.tsx: zod decides when a schema is built, as the modules that define them load.
 */
// Not z.config: the build treats calls on `z` as free of side effects (vite.config.ts).
config({ jitless: true });
