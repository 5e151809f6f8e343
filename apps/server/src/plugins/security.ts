import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import { AppError } from './app-error'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Security headers and the Origin check for state-changing requests. */
export async function registerSecurity(app: FastifyInstance, publicUrl: string) {
  await app.register(helmet, {
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
