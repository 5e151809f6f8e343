import type { FastifyPluginAsync } from 'fastify'
import { AppError } from '../../plugins/app-error'
import { forwardCookies, identityHeaders } from '../../plugins/auth-guard'
import type { Identity } from './identity'

// Better Auth 1.7 serves generic OAuth providers through /sign-in/social ({ provider }); the web
// app starts Google/Microsoft sign-in with the plugin's documented /sign-in/oauth2 ({ providerId }).
const OAUTH_START = '/api/auth/sign-in/oauth2'

function translated(path: string, body: unknown): { path: string; body: unknown } {
  if (path !== OAUTH_START || typeof body !== 'object' || body === null) return { path, body }
  const { providerId, ...rest } = body as { providerId?: unknown }
  return { path: '/api/auth/sign-in/social', body: { ...rest, provider: providerId } }
}

/** Better Auth's own endpoints (OAuth start and callbacks, get-session, ...) at /api/auth/*. */
export const identityRoutes: FastifyPluginAsync<{ identity: Identity; publicUrl: string }> = async (
  app,
  { identity, publicUrl },
) => {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    // Better Auth's own sign-in, callback and session endpoints: it checks what each one needs.
    config: { public: true },
    async handler(request, reply) {
      const headers = identityHeaders(request.headers, request.ip)
      headers.delete('content-length') // the body below is re-serialised
      const url = new URL(request.url, publicUrl)
      const target = translated(url.pathname, request.body)
      url.pathname = target.path
      // Fastify has already parsed the JSON body: hand Better Auth the same JSON again.
      const body =
        target.body === undefined || request.method === 'GET'
          ? undefined
          : typeof target.body === 'string'
            ? target.body
            : JSON.stringify(target.body)
      const response = await identity.handler(
        new Request(url, { method: request.method, headers, body }),
      )
      if (response.status === 429) {
        throw new AppError(
          429,
          'rate_limited',
          'Too many requests. Please wait a moment and try again.',
        )
      }
      reply.status(response.status)
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value)
      })
      forwardCookies(reply, response.headers.getSetCookie())
      return reply.send(Buffer.from(await response.arrayBuffer()))
    },
  })
}
