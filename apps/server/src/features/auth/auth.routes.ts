import { apiErrorSchema } from '@orion/contracts/errors'
import { authResultSchema, refreshResultSchema, sessionCheckSchema } from '@orion/contracts/user'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../plugins/app-error'
import { forwardCookies, identityHeaders, signedIn, unauthorized } from '../../plugins/auth-guard'
import type { UsersService } from '../users/users.service'
import type { AuthService } from './auth.service'
import { createSignInThrottle } from './sign-in-throttle'
import {
  isProviderLogin,
  isProviderRegistration,
  loginBodySchema,
  registerBodySchema,
} from './request-forms'

const TOO_MANY_ATTEMPTS =
  'Too many failed login attempts. Please try again later or reset your password.'
const NOT_REGISTERED = 'No account found with this email. Please check your email or sign up.'

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema }
const headersOf = (request: FastifyRequest) => identityHeaders(request.headers, request.ip)

// Sign-in is rate limited in every environment. Better Auth's own
// limiter only sees its HTTP routes, not these calls to auth.api, hence this one. Counted before
// validation, so malformed attempts count too; keyed by address and the email tried.
const attemptLimit = (max: number, byEmail: boolean) => ({
  max,
  timeWindow: '15 minutes',
  hook: 'preValidation' as const,
  keyGenerator: (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email
    const who = byEmail && typeof email === 'string' ? email.trim().toLowerCase() : ''
    return `${request.ip}|${who}`
  },
  errorResponseBuilder: () => new AppError(429, 'too_many_attempts', TOO_MANY_ATTEMPTS),
})

/** The spec's sign-in routes, kept under their original /api/firebase-auth names. */
export const authRoutes: FastifyPluginAsyncZod<{
  authService: AuthService
  usersService: UsersService
}> = async (app, { authService, usersService }) => {
  const throttle = createSignInThrottle()
  app.post(
    '/api/firebase-auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (email+password, or the product user after Google/Microsoft)',
        body: registerBodySchema,
        response: { 200: authResultSchema, 201: authResultSchema, 409: apiErrorSchema, ...errors },
      },
      config: { public: true, rateLimit: attemptLimit(30, false) },
    },
    async (request, reply) => {
      const body = request.body
      if (isProviderRegistration(body)) {
        const registered = await authService.registerSignedIn(body, headersOf(request))
        forwardCookies(reply, registered.setCookies)
        return reply.status(registered.created ? 201 : 200).send(registered.result)
      }
      const { result, setCookies } = await authService.registerWithPassword(
        body,
        headersOf(request),
      )
      forwardCookies(reply, setCookies)
      return reply.status(201).send(result)
    },
  )

  app.post(
    '/api/firebase-auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password, or confirm a Google/Microsoft session',
        body: loginBodySchema,
        response: { 200: authResultSchema, 404: apiErrorSchema, ...errors },
      },
      config: { public: true, rateLimit: attemptLimit(10, true) },
    },
    async (request, reply) => {
      const body = request.body
      if (isProviderLogin(body)) {
        await app.requireUser(request, reply)
        const { user, session } = signedIn(request)
        if (session.identityUserId !== body.firebaseUid) throw unauthorized()
        return {
          user: await usersService.toContract(user, session.id),
          token: session.signedToken,
          expiresAt: session.expiresAt.toISOString(),
        }
      }
      if (!throttle.allows(request.ip, body.email)) {
        throw new AppError(429, 'too_many_attempts', TOO_MANY_ATTEMPTS)
      }
      let signIn
      try {
        signIn = await authService.loginWithPassword(body, headersOf(request))
      } catch (error) {
        // Unknown email, wrong password, an account without one: a failed attempt, both ways.
        if (error instanceof AppError && (error.statusCode === 401 || error.statusCode === 404)) {
          throttle.failed(request.ip, body.email)
        }
        throw error
      }
      forwardCookies(reply, signIn.setCookies)
      return signIn.result
    },
  )

  app.get(
    '/api/firebase-auth/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether an identity (uid) is registered: 404 means not registered',
        querystring: z.object({ uid: z.string().trim().min(1, 'uid is required').max(200) }),
        response: { 200: z.object({ exists: z.literal(true) }), 404: apiErrorSchema, ...errors },
      },
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await usersService.findByIdentityUserId(request.query.uid)
      if (!user) throw new AppError(404, 'user_not_found', NOT_REGISTERED)
      return { exists: true as const }
    },
  )

  app.get(
    '/api/firebase-auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The session check at start-up: never 401',
        response: { 200: sessionCheckSchema },
      },
      config: { public: true },
      preHandler: app.optionalUser,
    },
    async (request) => {
      if (!request.user || !request.session) return { authenticated: false, user: null }
      return {
        authenticated: true,
        user: await usersService.toContract(request.user, request.session.id),
      }
    },
  )

  app.post(
    '/api/firebase-auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Extend the session; answers the bearer token (spec part 1 §7 "Token refresh")',
        response: { 200: refreshResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token, expiresAt, setCookies } = await authService.extend(signedIn(request))
      forwardCookies(reply, setCookies)
      return { ok: true as const, token, expiresAt }
    },
  )

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke this session and clear its cookie (200 even when signed out)',
        response: { 200: z.object({ success: z.literal(true) }) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const { setCookies } = await authService.logout(headersOf(request))
      forwardCookies(reply, setCookies)
      return { success: true as const }
    },
  )
}
