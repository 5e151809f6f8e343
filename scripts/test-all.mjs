// `npm test`: typecheck, lint, unit, integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set) and end-to-end tests in Chromium; ends with one line `N passed, N failed` over all suites.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { ensureChromium } from './chromium.mjs'

const results = []
fs.mkdirSync('test-results', { recursive: true })

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  console.log(
    `=== ${label}: exit ${result.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  return result.status === 0
}

/** A step that is one check (typecheck, lint, build): 1 passed or 1 failed. */
function check(label, command, args, env) {
  const ok = run(label, command, args, env)
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 })
  return ok
}

/** A test suite whose JSON report gives the counts; a crash with no report counts as one failure. */
function suite(label, command, args, reportFile, count, env) {
  fs.rmSync(reportFile, { force: true })
  const ok = run(label, command, args, env)
  let counts = { passed: 0, failed: ok ? 0 : 1 }
  if (fs.existsSync(reportFile)) {
    counts = count(JSON.parse(fs.readFileSync(reportFile, 'utf8')))
    if (!ok && counts.failed === 0) counts.failed = 1 // e.g. an unhandled error outside any test
  }
  results.push({ label, ...counts })
}

const vitestCounts = (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests })
const playwrightCounts = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
})
const vitest = (projects, reportFile) => [
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
]

/** An empty database on the same server, for a run that must not share one. */
async function freshDatabase(serverUrl) {
  const { default: pg } = await import('pg')
  const name = `orion_e2e_${Date.now()}`
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck'])
check('lint', 'npm', ['run', '--silent', 'lint'])
suite(
  'unit',
  'npx',
  vitest(['unit', 'web'], 'test-results/unit.json'),
  'test-results/unit.json',
  vitestCounts,
)
suite(
  'integration (PGlite)',
  'npx',
  vitest(['integration'], 'test-results/integration-pglite.json'),
  'test-results/integration-pglite.json',
  vitestCounts,
  { TEST_DATABASE_URL: '' },
)
if (process.env.TEST_DATABASE_URL) {
  suite(
    'integration (PostgreSQL)',
    'npx',
    vitest(['integration'], 'test-results/integration-postgres.json'),
    'test-results/integration-postgres.json',
    vitestCounts,
  )
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the integration suite ran on PGlite only.)')
}
if (check('build web app', 'npm', ['run', '--silent', 'build'])) {
  const chromium = await ensureChromium()
  suite(
    'end-to-end (Chromium)',
    'npx',
    ['playwright', 'test'],
    'test-results/e2e.json',
    playwrightCounts,
    {
      CHROME_PATH: chromium,
    },
  )
  // The journeys that need two server instances (a check-in run by another instance) again, with
  // the server on a fresh PostgreSQL database (E2E_DATABASE_URL).
  if (process.env.TEST_DATABASE_URL) {
    const databaseUrl = await freshDatabase(process.env.TEST_DATABASE_URL)
    suite(
      'end-to-end on PostgreSQL (two instances)',
      'npx',
      ['playwright', 'test', 'e2e/proactive.spec.ts', 'e2e/live-alerts.spec.ts'],
      'test-results/e2e-postgres.json',
      playwrightCounts,
      {
        CHROME_PATH: chromium,
        E2E_DATABASE_URL: databaseUrl,
        E2E_REPORT: 'test-results/e2e-postgres.json',
      },
    )
  }
}

console.log('\nSummary')
for (const { label, passed, failed } of results)
  console.log(`  ${label}: ${passed} passed, ${failed} failed`)
const passed = results.reduce((sum, result) => sum + result.passed, 0)
const failed = results.reduce((sum, result) => sum + result.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
