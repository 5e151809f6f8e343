// Finds a Chromium for the browser tests, and gets one when none exists (never skips):
// CHROME_PATH, then the system chromium, then Playwright's own; else installs the Debian package
// when root, or Playwright's download otherwise.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
]

function which(command) {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : null
}

async function playwrightOwn() {
  try {
    const { chromium } = await import('playwright-core')
    const candidate = chromium.executablePath()
    return candidate && fs.existsSync(candidate) ? candidate : null
  } catch {
    return null
  }
}

export async function findChromium() {
  if (process.env.CHROME_PATH && fs.existsSync(process.env.CHROME_PATH))
    return process.env.CHROME_PATH
  for (const candidate of SYSTEM_CANDIDATES) if (fs.existsSync(candidate)) return candidate
  return which('chromium') ?? which('chromium-browser') ?? (await playwrightOwn())
}

export async function ensureChromium() {
  const found = await findChromium()
  if (found) return found
  if (process.getuid?.() === 0 && which('apt-get')) {
    console.log('No Chromium found: installing the Debian package chromium...')
    execFileSync(
      'sh',
      ['-c', 'apt-get install -y chromium || (apt-get update && apt-get install -y chromium)'],
      {
        stdio: 'inherit',
      },
    )
  } else {
    console.log("No Chromium found: downloading Playwright's Chromium...")
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' })
  }
  const installed = await findChromium()
  if (!installed) throw new Error('Could not find or install Chromium for the browser tests.')
  return installed
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await ensureChromium())
}
