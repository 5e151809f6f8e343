import cluster, { type Worker } from 'node:cluster'

// WEB_CONCURRENCY > 1 (PostgreSQL only, config.ts): the primary process migrates the database once,
// then forks that many workers, each a whole server (main.ts) sharing the port through node:cluster.
// SIGTERM or SIGINT to the primary: every worker closes gracefully (main.ts shutdown), then the
// primary exits. A worker that dies after it was listening is replaced; one that dies before it
// ever listened (a start-up failure) stops them all, rather than restarting in a loop.

/** Longer than a worker's own 10 s shutdown limit. */
const SHUTDOWN_LIMIT_MS = 12_000

export async function runClusterPrimary(options: {
  workers: number
  migrate(): Promise<void>
  log(message: string): void
}): Promise<void> {
  await options.migrate()
  const live = new Set<Worker>()
  const listened = new Set<number>()
  let closing = false
  let exitCode = 0

  const stopAll = (code: number) => {
    if (closing) return
    closing = true
    exitCode = code
    if (live.size === 0) process.exit(code)
    for (const worker of live) worker.process.kill('SIGTERM')
    const forced = setTimeout(() => {
      options.log(`workers still running after ${SHUTDOWN_LIMIT_MS / 1000} s; stopping them`)
      for (const worker of live) worker.process.kill('SIGKILL')
      process.exit(1)
    }, SHUTDOWN_LIMIT_MS)
    forced.unref()
  }

  const fork = () => {
    const worker = cluster.fork()
    live.add(worker)
    worker.once('listening', () => listened.add(worker.id))
    worker.once('exit', (code, signal) => {
      live.delete(worker)
      if (closing) {
        if (live.size === 0) process.exit(exitCode)
        return
      }
      if (!listened.has(worker.id)) {
        options.log(`a worker could not start (exit ${code ?? signal}); stopping`)
        stopAll(1)
        return
      }
      options.log(`worker ${worker.process.pid} ended (${code ?? signal}); starting another`)
      fork()
    })
  }

  process.on('SIGTERM', () => stopAll(0))
  process.on('SIGINT', () => stopAll(0))
  for (let index = 0; index < options.workers; index++) fork()
  options.log(`${options.workers} workers (WEB_CONCURRENCY), primary ${process.pid}`)
}
