import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

// The browser tests run the real server (built web app, fresh PGlite data directory) in the
// system Chromium. scripts/test-all.mjs sets CHROME_PATH after making sure a Chromium exists.
// A random port pair unless E2E_PORT is given, so a server left on a fixed port cannot break the run;
// the workers inherit the environment, so they see the same ports.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000))
const port = Number(process.env.E2E_PORT)
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'orion-e2e-'))
const baseURL = `http://localhost:${port}`
const fakeAiPort = Number(process.env.FAKE_AI_PORT ?? port - 1)
const fakeStripePort = Number(process.env.FAKE_STRIPE_PORT ?? port - 2)
const fakeSpeechPort = Number(process.env.FAKE_SPEECH_PORT ?? port - 3)
const fakeSmtpPort = Number(process.env.FAKE_SMTP_PORT ?? port - 4)
// e2e tests read the received mail from here (e2e/mail.ts).
process.env.FAKE_SMTP_HTTP_PORT ??= String(port - 5)
const fakeSmtpHttpPort = Number(process.env.FAKE_SMTP_HTTP_PORT)
const fakeHealthPort = Number(process.env.FAKE_HEALTH_PORT ?? port - 6)
const fakeHealthBase = `http://127.0.0.1:${fakeHealthPort}`

const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: { baseURL, trace: 'retain-on-failure', screenshot: 'only-on-failure', launchOptions },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: [
    {
      command: 'node --import tsx e2e/fake-openai.ts',
      url: `http://127.0.0.1:${fakeAiPort}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_AI_PORT: String(fakeAiPort) },
    },
    {
      command: 'node --import tsx e2e/fake-stripe.ts',
      url: `http://127.0.0.1:${fakeStripePort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        FAKE_STRIPE_PORT: String(fakeStripePort),
        FAKE_STRIPE_WEBHOOK_URL: `${baseURL}/api/stripe/webhook`,
      },
    },
    {
      command: 'node --import tsx e2e/fake-speech.ts',
      url: `http://127.0.0.1:${fakeSpeechPort}/v1/_fake/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_SPEECH_PORT: String(fakeSpeechPort) },
    },
    {
      command: 'node --import tsx e2e/fake-smtp.ts',
      url: `http://127.0.0.1:${fakeSmtpHttpPort}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_SMTP_PORT: String(fakeSmtpPort), FAKE_SMTP_HTTP_PORT: String(fakeSmtpHttpPort) },
    },
    {
      command: 'node --import tsx e2e/fake-google-health.ts',
      url: `${fakeHealthBase}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FAKE_HEALTH_PORT: String(fakeHealthPort) },
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 180_000, // migrations on a loaded 2-core machine can take more than a minute
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        // E2E_DATABASE_URL: the server runs on that PostgreSQL instead of PGlite, so a test can act
        // as a second instance on the same database (e2e/another-instance.ts).
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        LOG_LEVEL: 'warn',
        // Each test signs up from its own X-Forwarded-For address (e2e/fixtures.ts): the whole suite
        // registers more accounts than one address may in 15 minutes.
        TRUST_PROXY: 'true',
        PUBLIC_URL: baseURL,
        AI_BASE_URL: `http://127.0.0.1:${fakeAiPort}/v1`,
        AI_API_KEY: 'e2e',
        AI_MODEL: 'fake-model',
        // The composer's Imagine action draws through the same fake (POST /v1/images/generations).
        IMAGE_BASE_URL: `http://127.0.0.1:${fakeAiPort}/v1`,
        IMAGE_API_KEY: 'e2e',
        IMAGE_MODEL: 'gpt-image-1',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
        STRIPE_PRICE_ID: 'price_e2e_monthly',
        STRIPE_API_BASE: `http://127.0.0.1:${fakeStripePort}`,
        SPEECH_BASE_URL: `http://127.0.0.1:${fakeSpeechPort}/v1`,
        SMTP_URL: `smtp://127.0.0.1:${fakeSmtpPort}`,
        MAIL_FROM: 'Orion <orion@example.test>',
        // Fitbit Sync talks to the fake Google OAuth + Health API (e2e/fake-google-health.ts).
        FITBIT_CLIENT_ID: 'orion-health-client.apps.googleusercontent.com',
        FITBIT_CLIENT_SECRET: 'fake-health-secret',
        FITBIT_AUTH_URL: `${fakeHealthBase}/o/oauth2/v2/auth`,
        FITBIT_TOKEN_URL: `${fakeHealthBase}/token`,
        FITBIT_REVOKE_URL: `${fakeHealthBase}/revoke`,
        FITBIT_API_BASE: fakeHealthBase,
      },
    },
  ],
})
