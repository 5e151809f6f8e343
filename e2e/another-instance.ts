import { openPostgres } from '../apps/server/src/db/client'
import { createDatabaseAlertBus } from '../apps/server/src/features/proactive/alert-bus'
import { createAlertsRepository } from '../apps/server/src/features/proactive/alerts.repository'
import {
  createProactiveService,
  type NewAlert,
} from '../apps/server/src/features/proactive/proactive.service'

/**
 * Another Orion instance on the e2e server's PostgreSQL (E2E_DATABASE_URL): it stores an alert the
 * way the check-in scheduler does (proactiveService.notify: the row, then a NOTIFY carrying its
 * id), and the e2e server, which holds the browser's socket, delivers it.
 */
export async function notifyFromAnotherInstance(
  databaseUrl: string,
  userId: string,
  alert: NewAlert,
) {
  const database = await openPostgres(databaseUrl, 2)
  const failures: unknown[] = []
  const bus = await createDatabaseAlertBus(database, {
    onListenerError: (error) => failures.push(error),
    onConnectionLost: (error) => failures.push(error),
  })
  try {
    const proactive = createProactiveService({
      repository: createAlertsRepository(database.db),
      bus,
    })
    const stored = await proactive.notify(userId, alert)
    if (failures.length > 0) throw failures[0]
    return stored
  } finally {
    await bus.close()
    await database.close()
  }
}
