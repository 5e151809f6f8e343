import { buildApp } from './app'
import { ConfigError, loadConfig, type AppConfig } from './config'
import { openPglite, openPostgres, type DatabaseHandle } from './db/client'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock'

function fail(message: string): never {
  console.error(`\nOrion could not start.\n${message}\n`)
  process.exit(1)
}

async function openDatabase(
  config: AppConfig,
): Promise<{ database: DatabaseHandle; lock: DataDirLock | null }> {
  if (config.database.kind === 'postgres') {
    return {
      database: await openPostgres(config.database.url, config.database.poolSize),
      lock: null,
    }
  }
  const lock = lockDataDir(config.dataDir)
  try {
    return { database: await openPglite({ dataDir: config.database.dataDir }), lock }
  } catch (error) {
    lock.release()
    throw error
  }
}

async function start() {
  let config: AppConfig
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }

  let opened: Awaited<ReturnType<typeof openDatabase>>
  try {
    opened = await openDatabase(config)
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message)
    fail(`The database could not be opened: ${(error as Error).message}`)
  }
  const { database, lock } = opened
  await database.migrate()

  const app = await buildApp(config, { database })
  if (config.ai.provider === 'none') {
    app.log.warn(
      'No AI provider is configured: set AI_BASE_URL + AI_API_KEY + AI_MODEL, or AI_LOCAL_MODEL. The chat will say so.',
    )
  }

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const forced = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting')
      lock?.release()
      process.exit(1)
    }, 10_000)
    forced.unref()
    try {
      await app.close()
      await database.close()
    } finally {
      lock?.release()
      clearTimeout(forced)
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await database.close()
    lock?.release()
    fail(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`)
  }
  app.log.info(`Orion is ready at ${config.publicUrl} (database: ${database.kind})`)
}

await start()
