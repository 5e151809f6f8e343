import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** Stops accepting, finishes what was accepted (within a bound), then closes: main.ts's SIGTERM. */
    closeGracefully(): Promise<void>
  }
}

/** How long accepted requests and streams may take to finish once shutdown starts. */
export const SHUTDOWN_GRACE_MS = 8_000

/**
 * Clean shutdown (issue 18): stop accepting, let the requests already accepted finish (streams
 * too, within SHUTDOWN_GRACE_MS), answer them with `Connection: close` and drop each connection as
 * soon as it is idle, so the process does not wait out keep-alive timeouts after the last response.
 * Decorates the app with closeGracefully(), which main.ts calls on SIGTERM/SIGINT.
 */
export function registerGracefulShutdown(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS) {
  let closing = false
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections()
  })
  app.decorate('closeGracefully', async function closeGracefully() {
    closing = true
    app.server.closeIdleConnections()
    const bound = setTimeout(() => {
      app.log.warn(`requests still open ${graceMs} ms after shutdown began: closing them`)
      app.server.closeAllConnections()
    }, graceMs)
    bound.unref()
    try {
      await app.close()
    } finally {
      clearTimeout(bound)
    }
  })
}
