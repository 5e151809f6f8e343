import crypto from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client'
import { withDatabase } from './global-setup'

export interface TestDatabase extends DatabaseHandle {
  /**
   * Another handle on the same database, as a second server instance opens it (PostgreSQL: its own
   * pool and LISTEN connection; PGlite: the same in-process database). Close it before this one.
   */
  openAnother(): Promise<DatabaseHandle>
}

/**
 * A fresh, migrated database for one test file: PGlite loaded from the migrated dump, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database copied from the migrated template.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const template = inject('postgresTemplate')
  if (!template) {
    const dump = new Blob([fs.readFileSync(inject('pgliteDumpPath'))])
    const database = await openPglite({ loadDataDir: dump })
    // PGlite lives in this process: a second server instance shares the same handle.
    return { ...database, openAnother: async () => ({ ...database, close: async () => {} }) }
  }
  const name = `orion_test_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: template.adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`)
  await admin.end()
  const url = withDatabase(template.adminUrl, name)
  const database = await openPostgres(url, 5)
  return {
    ...database,
    openAnother: () => openPostgres(url, 5),
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: template.adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
