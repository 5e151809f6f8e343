import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { openPostgres } from '../apps/server/src/db/client'
import { checkInPreferences } from '../apps/server/src/db/schema/proactive'

/**
 * A second Orion instance on the e2e server's PostgreSQL (E2E_DATABASE_URL), in the test's own
 * process, with the same fake model. Its check-in scheduler runs the person's due check-in: the
 * model writes it, it is stored as an alert and announced by NOTIFY, and the e2e server, which
 * holds the browser's socket, delivers it.
 */
export async function runDueCheckInOnAnotherInstance(options: {
  databaseUrl: string
  aiBaseUrl: string
  userId: string
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orion-e2e-second-'))
  const database = await openPostgres(options.databaseUrl, 4)
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl,
    AI_BASE_URL: options.aiBaseUrl,
    AI_API_KEY: 'e2e',
    AI_MODEL: 'fake-model',
  })
  const app = await buildApp(config, { database })
  try {
    await app.ready()
    // The check-in the person just turned on is due a day later: the test makes it due now.
    await database.db
      .update(checkInPreferences)
      .set({ nextDueAt: sql`now() - interval '1 minute'` })
      .where(eq(checkInPreferences.userId, options.userId))
    // Either instance's scheduler may claim it (each runs once): this one is asked now.
    return await app.checkIns.runDue()
  } finally {
    await app.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
