import { startFakeGoogleHealth } from '../apps/server/src/test/fakes/google-health-server'

// Google's OAuth endpoints and the Google Health API the browser tests' server talks to for Fitbit
// Sync (started by playwright.config.ts): its consent page agrees at once and sends the browser
// back to Orion's callback with a code.
const port = Number(process.env.FAKE_HEALTH_PORT ?? 5196)
const fake = await startFakeGoogleHealth({ port })
console.log(`fake Google Health API at ${fake.baseUrl}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void fake.close().then(() => process.exit(0)))
}
