/**
 * Quad's Content-Security-Policy has no 'unsafe-eval', so zod's compiled (JIT) object
 * parsers cannot run in the browser: zod probes with `new Function` when it builds an
 * object schema, and the refused probe is reported as a CSP violation (Lighthouse's best
 * practices). zod reads its settings from this global, set before any schema is built, so
 * it never probes; the server keeps the faster compiled parsers. No import of zod here:
 * this runs in the first download, which zod stays out of.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
