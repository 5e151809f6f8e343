import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from 'playwright-core'
import { freePort, startOrion } from './server-process'

// `npm run bench:lighthouse`: Lighthouse performance, accessibility and best-practices scores of
// the built app, signed out (/auth) and signed in (/), with Lighthouse's mobile preset (slow 4G,
// 4x CPU slowdown) and its desktop preset. Budget: >= 95.

const orion = await startOrion()
const debuggingPort = await freePort()
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    `--remote-debugging-port=${debuggingPort}`,
  ],
})

async function signInCookie() {
  const id = Date.now().toString(36)
  const response = await fetch(`${orion.url}/api/firebase-auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `lh-${id}@example.com`,
      password: 'Light-pass1',
      fullName: 'Light House',
      username: `lh_${id}`,
    }),
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (response.status !== 201 || !cookie) throw new Error(`register failed: ${response.status}`)
  return cookie
}

async function audit(
  path: string,
  preset: 'mobile' | 'desktop',
  headers: Record<string, string> = {},
) {
  const flags = {
    port: debuggingPort,
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    extraHeaders: headers,
  }
  const result = await lighthouse(
    `${orion.url}${path}`,
    flags,
    preset === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error('lighthouse returned nothing')
  const { categories, audits } = result.lhr
  const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(3)
  console.log(
    `${path.padEnd(6)} ${preset.padEnd(8)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
      `best-practices ${score('best-practices')}  FCP ${audits['first-contentful-paint']?.displayValue}  ` +
      `LCP ${audits['largest-contentful-paint']?.displayValue}  TBT ${audits['total-blocking-time']?.displayValue}`,
  )
}

try {
  const cookie = await signInCookie()
  for (const preset of ['mobile', 'desktop'] as const) {
    await audit('/auth', preset)
    await audit('/', preset, { cookie })
  }
} finally {
  await browser.close()
  await orion.stop()
}
