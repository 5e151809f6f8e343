import crypto from 'node:crypto'
import fs from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client'
import { withDatabase } from './global-setup'

/**
 * A fresh, migrated database for one test file: PGlite loaded from the migrated dump, or, when
 * TEST_DATABASE_URL is set, a new PostgreSQL database copied from the migrated template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate')
  if (!template) {
    const dump = new Blob([fs.readFileSync(inject('pgliteDumpPath'))])
    return openPglite({ loadDataDir: dump })
  }
  const name = `orion_test_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: template.adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.templateName}`)
  await admin.end()
  const database = await openPostgres(withDatabase(template.adminUrl, name), 5)
  return {
    ...database,
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: template.adminUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
