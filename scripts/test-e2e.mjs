// `npm run test:e2e [-- playwright arguments]`: the browser tests as `npm test` runs them: build
// the web app, find (or get) a Chromium, then Playwright against the real server.
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './chromium.mjs'

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

const built = run('npm', ['run', '--silent', 'build'])
if (built !== 0) process.exit(built)
const chromium = await ensureChromium()
process.exit(
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], { CHROME_PATH: chromium }),
)
