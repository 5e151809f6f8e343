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
    /** The signed-in product user; set by app.requireUser / app.optionalUser. */
    user: UserRow | null
    session: SignedInSession | null
  }
  interface FastifyInstance {
    /** preHandler: 401 { error: 'unauthorized' } unless signed in (cookie or Authorization: Bearer). */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>
    /** preHandler: sets request.user when signed in, otherwise leaves it null. */
    optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>
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

/**
 * Every feature that needs a signed-in person uses `preHandler: app.requireUser` and reads
 * `request.user` (scope every query by request.user.id). docs/decisions/0002-identity-better-auth.md
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

  app.decorate('optionalUser', attach)
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    await attach(request, reply)
    if (!request.user) throw unauthorized()
  })
}
