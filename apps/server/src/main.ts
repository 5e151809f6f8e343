import cluster from 'node:cluster'
import { buildApp } from './app'
import { runClusterPrimary } from './cluster'
import { ConfigError, loadConfig, type AppConfig } from './config'
import { openPglite, openPostgres, type DatabaseHandle } from './db/client'
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock'
import { createAiProvider } from './platform/ai/create-ai-provider'
import { isLocalGgufProvider } from './platform/ai/local-gguf'
import { formatBytes } from './platform/ai/model-download'

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

  // With PostgreSQL, WEB_CONCURRENCY workers share the port (cluster.ts); the primary migrates.
  if (config.database.kind === 'postgres' && config.database.workers > 1 && cluster.isPrimary) {
    const { url, workers } = config.database
    await runClusterPrimary({
      workers,
      migrate: async () => {
        let database: DatabaseHandle
        try {
          database = await openPostgres(url, 1)
        } catch (error) {
          fail(`The database could not be opened: ${(error as Error).message}`)
        }
        try {
          // A cluster's workers find the database migrated by their primary.
          if (!cluster.isWorker) await database.migrate()
        } finally {
          await database.close()
        }
      },
      log: (message) => console.log(`Orion: ${message}`),
    })
    return
  }

  let opened: Awaited<ReturnType<typeof openDatabase>>
  try {
    opened = await openDatabase(config)
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message)
    fail(`The database could not be opened: ${(error as Error).message}`)
  }
  const { database, lock } = opened
  // A cluster's workers find the database migrated by their primary.
  if (!cluster.isWorker) await database.migrate()

  // Created here rather than by buildApp so a local model is downloaded and loaded before the
  // first chat, with a progress bar in the terminal; closed after the app at shutdown.
  // With none configured, buildApp offers the downloadable local model (and loads it if on disk).
  const ai =
    config.ai.provider === 'none' ? null : createAiProvider(config, { showDownloadProgress: true })
  const app = await buildApp(config, { database, ...(ai ? { ai } : {}) })
  if (!ai) {
    const { name, size } = config.ai.modelSource
    app.log.warn(
      `No AI provider is configured. The local model ${name}${size ? ` (${formatBytes(size)})` : ''} ` +
        'is used once downloaded: npm run model:pull, or Download in the chat (the first account); no restart needed. ' +
        'Or set AI_BASE_URL + AI_API_KEY + AI_MODEL, or AI_LOCAL_MODEL.',
    )
  } else if (isLocalGgufProvider(ai)) {
    app.log.info(`Loading the local model ${config.ai.localModel ?? ai.modelName}...`)
    const started = performance.now()
    try {
      await ai.load()
    } catch (error) {
      await database.close()
      lock?.release()
      fail((error as Error).message)
    }
    const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`
    const memory = ai.memory
    app.log.info(
      `AI: local model ${ai.modelName} loaded in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
        `(context ${ai.contextWindow} tokens x ${ai.sequences} sequences, ${ai.sequences} replies at once; ` +
        `memory: model ${memory ? megabytes(memory.modelBytes) : '?'} + contexts ${memory ? megabytes(memory.contextBytes) : '?'}; ` +
        `chat template ${ai.chatTemplate})`,
    )
  } else {
    app.log.info(`AI: ${ai.kind} at ${config.ai.baseUrl}, model ${ai.modelName}`)
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
      await app.closeGracefully()
      await ai?.close()
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
