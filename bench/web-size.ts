import { chromium } from 'playwright-core'
import { startOrion } from './server-process'

// `npm run bench:web`: the JavaScript a browser downloads on the first load of /auth (signed out)
// and / (signed in), as transferred (compressed) and decoded bytes. Budget: < 200 KB gzipped each.

const orion = await startOrion()
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})

async function firstLoad(path: string, signIn: boolean) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } })
  const page = await context.newPage()
  if (signIn) {
    const id = Date.now().toString(36)
    const response = await page.request.post(`${orion.url}/api/firebase-auth/register`, {
      data: {
        email: `size-${id}@example.com`,
        password: 'Orion-pass1',
        fullName: 'Size Check',
        username: `size_${id}`,
      },
    })
    if (response.status() !== 201) throw new Error(`register failed: ${response.status()}`)
  }
  const scripts: { url: string; transferred: number; decoded: number }[] = []
  const measuring: Promise<void>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    measuring.push(
      (async () => {
        const sizes = await request.sizes()
        const response = await request.response()
        scripts.push({
          url: request.url(),
          transferred: sizes.responseBodySize,
          decoded: Number((await response?.body())?.length ?? 0),
        })
      })(),
    )
  })
  await page.goto(`${orion.url}${path}`, { waitUntil: 'networkidle' })
  await Promise.all(measuring)
  await context.close()
  const sum = (key: 'transferred' | 'decoded') =>
    scripts.reduce((total, script) => total + script[key], 0) / 1024
  return { path, files: scripts.length, transferred: sum('transferred'), decoded: sum('decoded') }
}

try {
  for (const row of [await firstLoad('/auth', false), await firstLoad('/', true)]) {
    console.log(
      `${row.path.padEnd(6)} ${row.files} JS files: ${row.transferred.toFixed(1)} KB transferred (gzip), ${row.decoded.toFixed(1)} KB decoded`,
    )
  }
} finally {
  await browser.close()
  await orion.stop()
}
