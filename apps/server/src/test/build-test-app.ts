import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp, type AppDependencies } from '../app'
import { loadConfig, type AppConfig } from '../config'
import type { DatabaseHandle } from '../db/client'
import { openTestDatabase } from './test-database'

/** The real app on a fresh database, for app.inject. Close it in afterAll. */
export async function buildTestApp(
  environment: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
  dependencies: Omit<AppDependencies, 'database'> & {
    /** A database the caller opened and closes (a second instance on the same one). */
    database?: DatabaseHandle
  } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-test-'))
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...environment }),
    ...overrides,
  }
  const database = dependencies.database ?? (await openTestDatabase())
  const ownsDatabase = !dependencies.database
  const app = await buildApp(config, { ...dependencies, database })
  await app.ready()
  return {
    app,
    config,
    database,
    async close() {
      await app.close()
      if (ownsDatabase) await database.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>
