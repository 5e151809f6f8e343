import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import { AppError } from './app-error'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Security headers and the Origin check for state-changing requests. */
export async function registerSecurity(app: FastifyInstance, publicUrl: string) {
  // The headers never depend on the request: helmet writes them once here, and every response
  // gets the same list (issue 19: @fastify/helmet rebuilt helmet, its CSP included, per request).
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: publicUrl.startsWith('https:'),
  })
  // On the raw response, as helmet does: streamed answers that write their own head keep them.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value)
    done()
  })

  const trustedOrigin = new URL(publicUrl).origin
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return
    const origin = request.headers.origin
    // Requests without an Origin (curl, server-to-server, same-origin navigations) are not cross-site.
    if (!origin) return
    const sameHost = (() => {
      try {
        return new URL(origin).host === request.headers.host
      } catch {
        return false
      }
    })()
    if (origin !== trustedOrigin && !sameHost) {
      throw new AppError(403, 'forbidden_origin', `Requests from ${origin} are not allowed.`)
    }
  })
}

/** The headers helmet sets with these options, collected by running it once. */
function securityHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = []
  const response = {
    setHeader(name: string, value: string) {
      headers.push([name, value])
    },
    removeHeader() {},
  }
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error
    },
  )
  return headers
}
