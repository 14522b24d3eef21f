/**
 * Zod compiles object parsers with `new Function` unless told not to, and merely probing for
 * that support trips the server's Content-Security-Policy (script-src 'self', no
 * 'unsafe-eval'): browsers report a CSP violation. Zod reads its global config from
 * `globalThis.__zod_globalConfig` when its core loads, and the JIT choice is made as each
 * schema is created, so main.tsx imports this module first. Setting the global directly keeps
 * zod itself out of the entry chunk (it loads with the first code that parses API data).
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
