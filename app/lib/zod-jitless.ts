/**
 * Zod in the browser without `new Function`. Zod 4 probes for eval (`new Function("")`) the first time it builds
 * an object schema, to compile fast parsers; our CSP has no 'unsafe-eval', so the probe throws (caught) and Chrome
 * still logs a `script-src` violation on every page that loads a contract schema (/builder: best practices 96).
 * `z.config({ jitless: true })` would come too late: React Router evaluates route modules, which build the
 * schemas, before any app code runs. So the inline boot script sets the object zod reads its config from
 * (`globalThis.__zod_globalConfig`, zod/v4/core/core.js) before any module loads. The server keeps the JIT.
 */
export const ZOD_JITLESS_SCRIPT = "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});";
