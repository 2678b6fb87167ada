import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for it once. The
 * app's Content-Security-Policy allows no eval, so the probe was refused and reported as a
 * CSP violation on every page load (Lighthouse best practices: "Issues were logged"). Parsing
 * without the compiler is what the policy left anyway; this only stops the probe.
 *
 * Zod reads the setting when a schema is made, so this runs before any schema module: main.tsx
 * imports it first, and so does the HTTP core, which puts it in the shared chunk that holds zod
 * and the domain's schemas (a module only main.tsx imports ran after that chunk).
 */
z.config({ jitless: true });
