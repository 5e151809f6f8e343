import type { IncomingHttpHeaders } from 'node:http'
import { fromNodeHeaders } from 'better-auth/node'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { UserRow } from '../db/schema/users'
import { CLIENT_IP_HEADER } from '../features/auth/identity'
import { AppError } from './app-error'

export interface SignedInSession {
  id: string
  /** Better Auth's session token and its signed form (the cookie value and bearer token). */
  token: string
  signedToken: string
  identityUserId: string
  createdAt: Date
  expiresAt: Date
}

export interface SignedIn {
  user: UserRow
  session: SignedInSession
}

export interface ResolvedSession {
  signedIn: SignedIn | null
  /** Cookies the identity layer wants to set (a slid session, a cleared stale cookie). */
  setCookies: string[]
}

export interface AuthGuardOptions {
  resolveSession(headers: Headers): Promise<ResolvedSession>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in product user, or null; routes read it with signedInUser(request). */
    user: UserRow | null
    session: SignedInSession | null
  }
  interface FastifyInstance {
    /** 401 { error: 'unauthorized' } unless signed in (cookie or Authorization: Bearer). */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>
    /** preHandler of a public route: sets request.user when signed in, otherwise leaves it null. */
    optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>
  }
  interface FastifyContextConfig {
    /**
     * Anyone may call this /api route. Without it, the route answers 401 to a request that is
     * not signed in, before its body is read.
     */
    public?: boolean
  }
}

export const unauthorized = () => new AppError(401, 'unauthorized', 'Please sign in.')

/** The request's headers as Better Auth reads them, with the client address it may trust. */
export function identityHeaders(headers: IncomingHttpHeaders, ip: string): Headers {
  const converted = fromNodeHeaders(headers)
  converted.set(CLIENT_IP_HEADER, ip)
  return converted
}

export function forwardCookies(reply: FastifyReply, setCookies: string[]) {
  if (setCookies.length === 0) return
  const existing = reply.getHeader('set-cookie')
  const previous =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)]
  reply.header('set-cookie', [...previous, ...setCookies])
}

/** The signed-in person of a route that is not public (the guard has answered 401 otherwise). */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized()
  return request.user
}

/** The signed-in person and their session, for the routes that extend or check the session. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.user || !request.session) throw unauthorized()
  return { user: request.user, session: request.session }
}

/**
 * Every /api route requires a signed-in person unless its config says `public: true`: the guard
 * is added to each route as it is declared, so a new route cannot forget it. Routes read the
 * person with signedInUser(request) and scope every query by its id.
 * docs/decisions/0002-identity-better-auth.md
 */
export function registerAuthGuard(app: FastifyInstance, { resolveSession }: AuthGuardOptions) {
  app.decorateRequest('user', null)
  app.decorateRequest('session', null)

  async function attach(request: FastifyRequest, reply: FastifyReply) {
    if (request.user) return
    const resolved = await resolveSession(identityHeaders(request.headers, request.ip))
    forwardCookies(reply, resolved.setCookies)
    request.user = resolved.signedIn?.user ?? null
    request.session = resolved.signedIn?.session ?? null
  }

  async function requireUser(request: FastifyRequest, reply: FastifyReply) {
    await attach(request, reply)
    if (!request.user) throw unauthorized()
  }

  app.decorate('optionalUser', attach)
  app.decorate('requireUser', requireUser)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.config?.public) return
    const onRequest = route.onRequest ?? []
    route.onRequest = [...(Array.isArray(onRequest) ? onRequest : [onRequest]), requireUser]
  })
}
