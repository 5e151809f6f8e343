// Our Content-Security-Policy allows no eval, so zod cannot compile its parsers anyway; without
// this it probes with `new Function` on the first parse, which the browser reports as a CSP
// violation (e2e/stored-script.spec.ts counts every violation).
// z.config({ jitless: true }) writes to this global object, which every copy of zod shares; setting
// it directly, before zod loads, keeps zod (its core utilities) out of the entry chunk.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
;(zodGlobal.__zod_globalConfig ??= {}).jitless = true
