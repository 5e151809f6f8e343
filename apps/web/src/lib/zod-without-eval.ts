import { z } from 'zod'

// Our Content-Security-Policy allows no eval, so zod cannot compile its parsers anyway; without
// this it probes with `new Function` on the first parse, which the browser reports as a CSP
// violation (e2e/stored-script.spec.ts counts every violation).
z.config({ jitless: true })
