import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder, openPostgres } from '../db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string
    postgresTemplate: { adminUrl: string; templateName: string } | null
  }
}

// Migrate once, then every test file starts from a copy: a PGlite dump (fast to load) or,
// against a real server, CREATE DATABASE ... TEMPLATE.
export default async function setup(project: TestProject) {
  const memory = new PGlite()
  await migrate(drizzle({ client: memory }), { migrationsFolder })
  const dump = await memory.dumpDataDir('none')
  await memory.close()
  const dumpPath = path.join(os.tmpdir(), `orion-test-db-${process.pid}.tar`)
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteDumpPath', dumpPath)

  const adminUrl = process.env.TEST_DATABASE_URL
  let templateName: string | null = null
  if (adminUrl) {
    templateName = `orion_template_${process.pid}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`)
    await admin.query(`CREATE DATABASE ${templateName}`)
    await admin.end()
    const template = await openPostgres(withDatabase(adminUrl, templateName), 1)
    await template.migrate()
    await template.close()
  }
  project.provide('postgresTemplate', adminUrl && templateName ? { adminUrl, templateName } : null)

  return async () => {
    fs.rmSync(dumpPath, { force: true })
    if (adminUrl && templateName) {
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${templateName}`)
      await admin.end()
    }
  }
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
