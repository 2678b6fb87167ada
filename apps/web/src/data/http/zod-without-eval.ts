import { z } from 'zod/v4';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for it once. The
 * app's Content-Security-Policy allows no eval, so the probe was refused and reported as a
 * CSP violation on every page load (Lighthouse best practices: "Issues were logged"). Parsing
 * without the compiler is what the policy left anyway; this only stops the probe.
 *
 * Zod probes when an object schema is made, and the schemas load with the screens and calls
 * that use them (issue 37), in no fixed order. So the web build resolves `zod` to this module
 * (vite.config.ts): every schema module imports zod through it, after the setting.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
