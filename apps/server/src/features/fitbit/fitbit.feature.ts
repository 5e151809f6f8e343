import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../../config'
import type { Database } from '../../db/client'
import { createGoogleHealthProvider } from '../../platform/wearables/google-health'
import type { WearableProvider } from '../../platform/wearables/wearable-provider'
import { createFitbitRepository } from './fitbit.repository'
import { fitbitRoutes } from './fitbit.routes'
import { createFitbitService, type FitbitService } from './fitbit.service'
import { createTokenCipher, resolveTokenKey } from './token-cipher'

/** How often an instance looks for accounts whose background sync is due. */
export const SYNC_TICK_MS = 60 * 1000

declare module 'fastify' {
  interface FastifyInstance {
    /** Fitbit Sync's service: the background job's pass (syncDue) and the chat context line. */
    fitbit: FitbitService
  }
}

/**
 * Fitbit Sync: the routes, and the background job that syncs every connected account each
 * FITBIT_SYNC_INTERVAL_MINUTES (claimed with FOR UPDATE SKIP LOCKED, so any number of instances
 * sync each account once). The job stops on close, letting the account in hand finish.
 */
export async function registerFitbitFeature(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; clock: () => Date; provider?: WearableProvider | null },
) {
  const { config } = deps
  const wearables = config.wearables
  const provider =
    deps.provider !== undefined
      ? deps.provider
      : wearables
        ? createGoogleHealthProvider(wearables)
        : null
  const fitbitService = createFitbitService({
    repository: createFitbitRepository(deps.db),
    provider,
    cipher: createTokenCipher(resolveTokenKey(wearables?.tokenKey ?? null, config.dataDir)),
    redirectUri: `${config.publicUrl}/api/fitbit/callback`,
    syncIntervalMs: (wearables?.syncIntervalMinutes ?? 60) * 60 * 1000,
    clock: deps.clock,
    log: app.log,
  })
  await app.register(fitbitRoutes, { fitbitService })
  app.decorate('fitbit', fitbitService)

  if (provider) {
    const stop = new AbortController()
    let running: Promise<unknown> | null = null
    const tick = () => {
      if (running || stop.signal.aborted) return
      running = fitbitService
        .syncDue(stop.signal)
        .catch((error: unknown) => app.log.error({ err: error }, 'the Fitbit sync job failed'))
        .finally(() => {
          running = null
        })
    }
    const timer = setInterval(tick, SYNC_TICK_MS)
    timer.unref()
    // A first pass at start-up catches up on what fell due while no instance ran.
    app.addHook('onReady', async () => tick())
    app.addHook('onClose', async () => {
      clearInterval(timer)
      stop.abort()
      await running
    })
  }
  return { fitbitService }
}
