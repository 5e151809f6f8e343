import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp, type AppDependencies } from '../app'
import { loadConfig, type AppConfig } from '../config'
import { openTestDatabase } from './test-database'

/** The real app on a fresh database, for app.inject. Close it in afterAll. */
export async function buildTestApp(
  environment: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
  dependencies: Omit<AppDependencies, 'database'> = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-test-'))
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...environment }),
    ...overrides,
  }
  const database = await openTestDatabase()
  const app = await buildApp(config, { database, ...dependencies })
  await app.ready()
  return {
    app,
    config,
    database,
    async close() {
      await app.close()
      await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>
